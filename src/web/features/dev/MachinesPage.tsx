import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type TabReport, watchTabs, type WatchedActor } from '../../../dev/inspector.ts';
import { activeStateIdsOf, machineToMermaid } from '../../../dev/machine-mermaid.ts';
import { machineDiagramSources } from '../../../dev/machine-sources.ts';

/** Draws a diagram with Mermaid, fetched the first time (development only: production never loads it). */
async function draw(id: string, text: string): Promise<string> {
  if (!import.meta.env.DEV) return '';
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false, layout: 'dagre', theme: 'neutral', securityLevel: 'strict' });
  return (await mermaid.render(id, text)).svg;
}

function ActorDiagram({ tab, actor, machine }: { tab: string; actor: WatchedActor; machine: AnyStateMachine }) {
  const text = machineToMermaid(machine, activeStateIdsOf(machine.id, actor.value));
  const [svg, setSvg] = useState('');
  // Unique in the page: session ids repeat from tab to tab, and Mermaid replaces an element of the same id.
  const domId = `machine-${tab}-${actor.sessionId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  useEffect(() => {
    let live = true;
    draw(`${domId}-svg`, text).then(
      (drawn) => live && setSvg(drawn),
      (error: unknown) => live && setSvg(`<pre>${String(error)}</pre>`),
    );
    return () => {
      live = false;
    };
  }, [domId, text]);
  return (
    <section aria-labelledby={domId} className="flex flex-col gap-3 rounded-2xl border border-olive-100 bg-white p-4">
      <h3 id={domId} className="font-serif text-xl">
        {actor.machineId} <span className="text-sm text-olive-700">({actor.sessionId})</span>
      </h3>
      <p className="text-sm">
        State: <code data-testid="machine-state">{JSON.stringify(actor.value)}</code> · {actor.status}
      </p>
      {/* Mermaid's own SVG, drawn with securityLevel 'strict' from our machine definitions. */}
      <div className="overflow-auto" dangerouslySetInnerHTML={{ __html: svg }} />
      <h4 className="font-semibold">Recent events</h4>
      <ol className="text-sm">
        {actor.events.map((event) => (
          <li key={`${event.at}-${event.type}`}>
            <time>{new Date(event.at).toLocaleTimeString()}</time> <code>{event.type}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /dev/machines (development only): every running machine actor of the shop, in this tab and in the
 * other tabs of the shop open beside it, on its diagram with its current state highlighted and its
 * last events, updated live while QA uses the shop.
 */
export function MachinesPage() {
  const [tabs, setTabs] = useState<TabReport[]>([]);
  const machines = useMemo(() => new Map<string, AnyStateMachine>(machineDiagramSources().map((s) => [s.name, s.machine])), []);
  useEffect(() => watchTabs(setTabs), []);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 pb-16 pt-28">
      <h1 className="font-serif text-3xl">Running machines</h1>
      <p>Open the shop in another tab and use it: its machines show here as they run. Every machine's full diagram is in docs/machines.</p>
      {tabs.map((report) => (
        <section key={report.tab} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">
            Tab {report.tab} · {report.path} · {report.actors.length} machines
          </h2>
          {report.actors.map((actor) => {
            const machine = machines.get(actor.machineId);
            return machine ? <ActorDiagram key={actor.sessionId} tab={report.tab} actor={actor} machine={machine} /> : null;
          })}
        </section>
      ))}
    </div>
  );
}
