/**
 * The 12 manager cards (NGW-27). Rukia Tanaka is the rulebook's own (Quick Thinker, Bulk-Buy);
 * the other eleven are Matchday's, in the vocabulary of manager-schema.ts.
 */
import type { ManagerInput } from './manager-schema.ts';

const ALL_ACTIONS = ['pass', 'throw', 'punt', 'cross', 'dribble', 'shoot', 'header'] as const;

export const MANAGER_DATA: readonly ManagerInput[] = [
  {
    name: 'Rukia Tanaka',
    printed: true,
    ability: {
      name: 'Quick Thinker',
      text: 'Her side may also make substitutions at the start of the opponent’s attacks.',
      effect: { kind: 'match', abilities: { substituteOnDefence: true } },
    },
    policy: {
      name: 'Bulk-Buy',
      text: '5 transfers for the whole season, made in any transfer phase or before any of her matches.',
      rules: { total: 5, anytime: true },
    },
  },
  {
    name: 'Dario Mancuso',
    ability: {
      name: 'Early Bird',
      text: 'His side kicks off every match without a roll (unless both managers have this).',
      effect: { kind: 'match', abilities: { winsKickOff: true } },
    },
    policy: {
      name: 'Scout Network',
      text: 'Each transfer looks at the top 2 cards of the deck and keeps one.',
      rules: { look: 2 },
    },
  },
  {
    name: 'Ama Owusu',
    ability: {
      name: 'Double Bluff',
      text: 'Her side may play 2 tactic cards in one attack.',
      effect: { kind: 'match', abilities: { tacticsPerAttack: 2 } },
    },
    policy: {
      name: 'Like for Like',
      text: 'A footballer let go after a transfer must play the new one’s position.',
      rules: { likeForLike: true },
    },
  },
  {
    name: 'Hendrik Vos',
    ability: {
      name: 'Park the Bus',
      text: 'While ahead, his side has +1 whenever it defends an action.',
      effect: {
        kind: 'match',
        abilities: {
          bonuses: [{ contests: [...ALL_ACTIONS], as: 'defending', score: ['ahead'], amount: 1 }],
        },
      },
    },
    policy: {
      name: 'Rebuilder',
      text: 'No transfer after a win, 1 after a draw, 2 after a loss.',
      rules: { byResult: { win: 0, draw: 1, loss: 2 } },
    },
  },
  {
    name: 'Lucia Ferreira',
    ability: {
      name: 'Never Say Die',
      text: 'While behind, her side has +1 on every action it makes.',
      effect: {
        kind: 'match',
        abilities: {
          bonuses: [{ contests: [...ALL_ACTIONS], as: 'acting', score: ['behind'], amount: 1 }],
        },
      },
    },
    policy: {
      name: 'Spending Spree',
      text: '2 transfers in each transfer phase, but no more than 6 in the season.',
      rules: { perWindow: 2, total: 6 },
    },
  },
  {
    name: 'Tomasz Nowak',
    ability: {
      name: 'Lucky Charm',
      text: 'He draws his events two at a time and keeps the one he likes.',
      effect: { kind: 'event-choice', look: 2 },
    },
    policy: {
      name: 'Goal Hunters',
      text: 'Transfers come only from the midfielder and striker decks.',
      rules: { positions: ['MID', 'STK'] },
    },
  },
  {
    name: 'Mei Chen',
    ability: {
      name: 'Chalkboard',
      text: 'After each match her side draws 3 tactic cards instead of 2.',
      effect: { kind: 'tactic-draw', amount: 3 },
    },
    policy: {
      name: 'Tight Budget',
      text: 'Only 3 transfers in the whole season.',
      rules: { total: 3 },
    },
  },
  {
    name: 'Samuel Adeyemi',
    ability: {
      name: 'Set-Piece Guru',
      text: 'His side has +1 on every corner and free kick it takes.',
      effect: {
        kind: 'match',
        abilities: {
          bonuses: [
            {
              contests: ['corner', 'crossing-free-kick', 'shooting-free-kick'],
              as: 'acting',
              amount: 1,
            },
          ],
        },
      },
    },
    policy: {
      name: 'Homegrown',
      text: 'Transfers come only from the goalkeeper and defender decks, looking at 2 cards and keeping one.',
      rules: { positions: ['GK', 'DEF'], look: 2 },
    },
  },
  {
    name: 'Ingrid Larsen',
    ability: {
      name: 'Sharpshooter Coach',
      text: 'Her side has +1 on every shot and header.',
      effect: {
        kind: 'match',
        abilities: { bonuses: [{ contests: ['shoot', 'header'], as: 'acting', amount: 1 }] },
      },
    },
    policy: {
      name: 'Talent Spotter',
      text: 'Each transfer looks at the top 3 cards of the deck and keeps one; 4 transfers in the season.',
      rules: { look: 3, total: 4 },
    },
  },
  {
    name: 'Rafael Ortiz',
    ability: {
      name: 'Physio Room',
      text: 'Footballers injured in his matches are fit again for the next one.',
      effect: { kind: 'recovery' },
    },
    policy: {
      name: 'Momentum',
      text: '2 transfers after a win, 1 after a draw, none after a loss.',
      rules: { byResult: { win: 2, draw: 1, loss: 0 } },
    },
  },
  {
    name: 'Niamh Byrne',
    ability: {
      name: 'Appeals Board',
      text: 'Red cards shown to her footballers carry no ban into the next match.',
      effect: { kind: 'appeals' },
    },
    policy: {
      name: 'Free Market',
      text: '2 transfers in each transfer phase; a footballer let go after one must play the new one’s position.',
      rules: { perWindow: 2, likeForLike: true },
    },
  },
  {
    name: 'Kwame Mensah',
    ability: {
      name: 'Media Darling',
      text: 'Events drawn by rivals never touch his footballers.',
      effect: { kind: 'shield' },
    },
    policy: {
      name: 'Sharp Eye',
      text: 'Each transfer looks at the top 3 cards of the deck and keeps one; only 2 transfers in the season.',
      rules: { look: 3, total: 2 },
    },
  },
];
