import type { ReactNode } from 'react';
import { Brand } from '../layout/Brand.tsx';
import { LanguageSwitch } from '../layout/LanguageSwitch.tsx';
import { Screen } from '../ui/Screen.tsx';

/** Sign-in and invitation: a card in the middle, the language switch above it. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh zellige">
      <header className="mx-auto flex max-w-md items-center justify-between gap-3 px-4 pt-6">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto max-w-md px-4 py-6">
        <div className="rounded-3xl bg-white p-6 shadow-lg">
          <Screen title={title}>
            <div className="flex flex-col gap-4">{children}</div>
          </Screen>
        </div>
      </main>
    </div>
  );
}
