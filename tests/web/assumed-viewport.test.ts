import { describe, expect, it } from 'vitest';
import { assumeViewportWidth, matchesAssumedWidth } from '../../src/web/ui/assumed-viewport.ts';

describe('media queries at the width a page was drawn for', () => {
  it('answers min-width and max-width conditions, alone or together, at that width', () => {
    assumeViewportWidth(390);
    expect(matchesAssumedWidth('(max-width: 767px)')).toBe(true);
    expect(matchesAssumedWidth('(min-width: 1024px)')).toBe(false);
    expect(matchesAssumedWidth('(min-width: 390px) and (max-width: 390px)')).toBe(true);
    assumeViewportWidth(1280);
    expect(matchesAssumedWidth('(max-width: 767px)')).toBe(false);
    expect(matchesAssumedWidth('(min-width: 1024px)')).toBe(true);
    expect(matchesAssumedWidth('(min-width: 768px) and (max-width: 1023px)')).toBe(false);
  });

  it('keeps its width when given none, and answers no to a query it cannot read', () => {
    assumeViewportWidth(Number.NaN);
    expect(matchesAssumedWidth('(min-width: 1024px)')).toBe(true);
    expect(matchesAssumedWidth('(prefers-reduced-motion: reduce)')).toBe(false);
  });
});
