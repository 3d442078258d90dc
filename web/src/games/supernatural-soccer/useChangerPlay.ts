/**
 * Playing a Game Changer from the hand (SS-9.5): a card whose play needs targets asks for them
 * on the field one at a time (a wizard, then maybe a direction) until one legal play is named.
 */
import { useState } from 'react';
import { CHANGERS } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { FieldAim } from './Field.tsx';
import type { HandActions } from './Hud.tsx';
import { exchangeChoices } from './marks.ts';
import { nextAsk, pickedSoFar, playsByCard, type Ask, type Play } from './plays.ts';
import type { SupernaturalView } from './view.ts';

/** The card being played and the answers picked on the field so far. */
interface Aiming {
  readonly card: number;
  readonly picked: readonly number[];
}

const ASK_WORDS: Readonly<Record<Ask['kind'], string>> = {
  wizard: 'choose a wizard',
  direction: 'choose a direction',
  play: '',
  none: '',
};

/** What the field asks for while a card waits for its target, or undefined when nothing. */
function fieldAim(
  view: SupernaturalView,
  card: number,
  ask: Ask,
  picked: readonly number[],
  answer: (picked: readonly number[]) => void,
): FieldAim | undefined {
  if (ask.kind !== 'wizard' && ask.kind !== 'direction') return undefined;
  return {
    card: CHANGERS[card]?.name ?? '',
    wizards: ask.kind === 'wizard' ? ask.wizards : [],
    directions: ask.kind === 'direction' ? ask.directions : [],
    around:
      ask.kind === 'direction' && ask.wizard >= 0
        ? (view.wizards[ask.wizard] ?? view.ball)
        : view.ball,
    picked,
    onPick: (n) => {
      answer([...picked, n]);
    },
  };
}

/** The hand's actions and the field's aim for the Game Changer being played, if any. */
export function useChangerPlay(
  view: SupernaturalView,
  legal: readonly LegalChoice[],
  choose: ((choice: LegalChoice) => void) | undefined,
): { readonly aim: FieldAim | undefined; readonly hand: HandActions } {
  const [aiming, setAiming] = useState<Aiming | null>(null);
  const plays = playsByCard(legal);
  const aimPlays: readonly Play[] = aiming ? (plays.get(aiming.card) ?? []) : [];
  // A card no longer playable (the window moved on) stops asking by itself.
  const ask: Ask = aiming ? nextAsk(aimPlays, aiming.picked) : { kind: 'none' };
  // Forgotten at once, so a later window starts the card's targets afresh.
  if (aiming && ask.kind === 'none') setAiming(null);
  const aimingCard = ask.kind === 'none' ? null : (aiming?.card ?? null);

  // Plays the card once the answers name one play, else asks for the next target.
  const advance = (card: number, cardPlays: readonly Play[], picked: readonly number[]): void => {
    const next = nextAsk(cardPlays, picked);
    if (next.kind === 'play') {
      setAiming(null);
      choose?.(next.choice);
    } else setAiming({ card, picked: pickedSoFar(cardPlays, picked) });
  };
  const answer = (picked: readonly number[]): void => {
    if (aiming) advance(aiming.card, aimPlays, picked);
  };
  const play = (card: number): void => {
    if (aimingCard === card) setAiming(null);
    else advance(card, plays.get(card) ?? [], []);
  };
  const picked = aiming ? pickedSoFar(aimPlays, aiming.picked) : [];
  const aim = aiming ? fieldAim(view, aiming.card, ask, picked, answer) : undefined;
  const hand: HandActions = {
    playable: new Set(plays.keys()),
    aiming: aimingCard,
    asking: ASK_WORDS[ask.kind],
    onCancel: () => {
      setAiming(null);
    },
    exchanges: exchangeChoices(legal),
    ...(choose ? { onPlay: play, onExchange: choose } : {}),
  };
  return { aim, hand };
}
