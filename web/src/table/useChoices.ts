/** The shown seat's choices, with words fetched on demand for a long legal list. */
import { useEffect, useState } from 'react';
import type { LegalChoice, TableUpdate } from '../protocol.ts';
import { carriesWords, choicesOf, type Described } from './choices.ts';

export type Describe = (version: number) => Promise<readonly LegalChoice[] | null>;

export function useChoices(update: TableUpdate, describe?: Describe): readonly LegalChoice[] {
  const [described, setDescribed] = useState<Described | null>(null);
  const inline = carriesWords(update);
  const { seat } = update;
  const { version } = update.table;
  useEffect(() => {
    if (inline || !describe) return undefined;
    let wanted = true;
    void describe(version).then((legal) => {
      if (wanted && legal) setDescribed({ seat, version, legal });
    });
    return () => {
      wanted = false;
    };
  }, [inline, describe, seat, version]);
  return choicesOf(update, described);
}
