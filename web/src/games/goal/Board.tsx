/**
 * Goal!'s board: the match bar, the Shot! moment, what the game waits for, the other side,
 * the pack and the discards, the viewer's side and, for a player, their own hand. A move is
 * a card picked in hand and then a lit place; every click stands for one of the legal
 * choices the server sent, found through its info (see choices.ts).
 */
import { useState, type ReactElement } from 'react';
import type { GameEvent } from '../../protocol.ts';
import { nameSeats, seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import {
  NO_CHOICES,
  clickCard,
  pickedCard,
  sortChoices,
  type Controls,
  type Picked,
} from './choices.ts';
import { Hand } from './Hand.tsx';
import { MatchBar } from './MatchBar.tsx';
import { Middle } from './Middle.tsx';
import { ShotPanel } from './ShotPanel.tsx';
import { SideArea } from './SideArea.tsx';
import { TurnPanel } from './TurnPanel.tsx';
import { homeSide, isGoalView } from './view.ts';
import { sideNames } from './words.ts';
import './board.css';

/** Events worth a line in the match bar. */
const HEADLINES = new Set(['goal', 'save', 'shot', 'half-time', 'full-time', 'closing']);

export function GoalBoard({ view, seats, legal, onChoose, busy, log }: BoardProps): ReactElement {
  const [picked, setPicked] = useState<Picked | null>(null);
  if (!isGoalView(view)) return <p>This table is not a game of Goal!.</p>;
  const names = Array.from({ length: view.seats }, (_, seat) => seatLabel(seats, seat));
  const sides = sideNames(view, names);
  const choices = onChoose ? sortChoices(legal) : NO_CHOICES;
  const selected = pickedCard(picked, view, choices);
  const controls: Controls = {
    choices,
    selected,
    busy,
    ...(onChoose
      ? {
          play: (choice) => {
            setPicked(null);
            onChoose(choice);
          },
        }
      : {}),
  };
  const pick = (card: number, slot: number): void => {
    // Another copy of the picked card keeps it picked; any other card follows clickCard.
    const next = card === selected ? card : clickCard(selected, card, choices);
    const { viewer, turns, phase } = view;
    setPicked(next === null ? null : { viewer, turns, phase, card: next, slot });
  };
  const home = homeSide(view);
  const away = home === 0 ? 1 : 0;
  return (
    <div
      className="goal"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && selected !== null) setPicked(null);
      }}
    >
      {/* The board's headings go under this one: the page's h1 is the table (axe heading-order, #37). */}
      <h2 className="visually-hidden">The match</h2>
      <MatchBar view={view} sides={sides} latest={headline(log, seats)} home={home} />
      {view.shot && <ShotPanel view={view} sides={sides} names={names} controls={controls} />}
      {!view.shot && view.phase !== 'over' && (
        <TurnPanel view={view} names={names} controls={controls} />
      )}
      <SideArea
        view={view}
        side={away}
        name={sides[away]}
        names={names}
        seats={seats}
        controls={controls}
      />
      <Middle view={view} controls={controls} />
      <SideArea
        view={view}
        side={home}
        name={sides[home]}
        names={names}
        seats={seats}
        controls={controls}
      />
      {view.hand && (
        <Hand
          view={view}
          hand={view.hand}
          controls={controls}
          slot={selected === null ? null : (picked?.slot ?? null)}
          onPick={pick}
          onPutBack={() => {
            setPicked(null);
          }}
        />
      )}
    </div>
  );
}

function headline(log: readonly GameEvent[], seats: BoardProps['seats']): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i];
    if (event && HEADLINES.has(event.kind)) return nameSeats(event.text, seats);
  }
  return null;
}
