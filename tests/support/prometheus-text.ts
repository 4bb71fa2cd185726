// @ts-expect-error -- parse-prometheus-text-format ships no types; its output (prom2json's shape) is typed below.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** A sample as prom2json writes it: values are text ("1", "NaN", "+Inf"). */
export interface Sample {
  labels?: Record<string, string>;
  value?: string;
  buckets?: Record<string, string>;
  count?: string;
  sum?: string;
}

export interface Family {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: Sample[];
}

const parse = parsePrometheusTextFormat as (text: string) => Family[];

/**
 * A histogram's samples, one per label set. parse-prometheus-text-format 1.1.1 folds every label set
 * of a histogram into one sample without labels (its flattenMetrics), so each of the histogram's
 * series (_bucket, _sum, _count) is read again by the same parser as a gauge of its own, and grouped.
 */
function histogramSamples(text: string, name: string): Sample[] {
  const lines = text.split('\n');
  const series = (suffix: string) => {
    const sampleName = `${name}_${suffix}`;
    const own = lines.filter((line) => line.startsWith(`${sampleName}{`) || line.startsWith(`${sampleName} `));
    return parse(`# TYPE ${sampleName} gauge\n${own.join('\n')}\n`)[0]?.metrics ?? [];
  };
  const samples = new Map<string, Sample>();
  const sampleOf = (labels: Record<string, string> = {}) => {
    const { le: _le, ...own } = labels;
    const key = JSON.stringify(Object.entries(own).sort());
    if (!samples.has(key)) samples.set(key, { labels: own, buckets: {} });
    return samples.get(key)!;
  };
  for (const bucket of series('bucket')) sampleOf(bucket.labels).buckets![bucket.labels!.le!] = bucket.value!;
  for (const sum of series('sum')) sampleOf(sum.labels).sum = sum.value;
  for (const count of series('count')) sampleOf(count.labels).count = count.value;
  return [...samples.values()];
}

/** Prometheus' text format read by a parser of its own (not ours): families by name. */
export function parseMetrics(text: string): Map<string, Family> {
  const families = parse(text);
  for (const family of families) if (family.type === 'HISTOGRAM') family.metrics = histogramSamples(text, family.name);
  return new Map(families.map((family) => [family.name, family]));
}
