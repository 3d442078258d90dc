/** The 40 event cards (NGW-26), Matchday's own, in the vocabulary of event-schema.ts. */
import type { EventInput } from './event-schema.ts';

export const EVENT_DATA: readonly EventInput[] = [
  {
    name: 'Academy Striker',
    text: 'A striker from your youth ranks is ready: recruit the top striker of the deck.',
    effect: { kind: 'recruit', deck: 'STK' },
    copies: 2,
  },
  {
    name: 'Academy Keeper',
    text: 'Your youth keeper steps up: recruit the top goalkeeper of the deck.',
    effect: { kind: 'recruit', deck: 'GK' },
  },
  {
    name: 'Free Agent',
    text: 'A footballer without a club knocks on your door: recruit the top card of a deck you name.',
    effect: { kind: 'recruit', deck: 'choice' },
    copies: 2,
  },
  {
    name: 'Loan Recall',
    text: 'A defender comes back from a loan spell: recruit the top defender of the deck.',
    effect: { kind: 'recruit', deck: 'DEF' },
  },
  {
    name: 'Midfield Prodigy',
    text: 'A teenager runs the reserve midfield: recruit the top midfielder of the deck.',
    effect: { kind: 'recruit', deck: 'MID' },
  },
  {
    name: 'Hanging Up the Boots',
    text: 'Your lowest-rated footballer calls it a day and retires.',
    effect: { kind: 'retire', team: 'own', pick: { by: 'rating', highest: false } },
    copies: 2,
  },
  {
    name: 'Old Warhorse Retires',
    text: 'Your lowest-rated defender retires.',
    effect: {
      kind: 'retire',
      team: 'own',
      pick: { by: 'rating', highest: false, position: 'DEF' },
    },
  },
  {
    name: 'Move Abroad',
    text: 'A club overseas makes an offer nobody refuses: your highest-rated footballer retires from the league.',
    effect: { kind: 'retire', team: 'own', pick: { by: 'rating', highest: true } },
  },
  {
    name: 'Training Ground Knock',
    text: 'Your best dribbler twists an ankle: injured for your next match.',
    effect: { kind: 'injure', team: 'own', pick: { by: 'dribbling', highest: true } },
    copies: 2,
  },
  {
    name: 'Hamstring Strain',
    text: 'Your best shooter pulls up in training: injured for your next match.',
    effect: { kind: 'injure', team: 'own', pick: { by: 'shooting', highest: true } },
  },
  {
    name: 'Flu Outbreak',
    text: 'A bug sweeps the league: each rival’s best passer is injured for its next match.',
    effect: { kind: 'injure', team: 'rivals', pick: { by: 'passing', highest: true } },
  },
  {
    name: 'Crunching Tackle in Training',
    text: 'Your best tackler goes in too hard on a team-mate and hurts himself: injured for your next match.',
    effect: { kind: 'injure', team: 'own', pick: { by: 'tackling', highest: true } },
  },
  {
    name: 'Touchline Row',
    text: 'Your best tackler argues with the referee after the whistle: suspended for your next match.',
    effect: { kind: 'ban', team: 'own', pick: { by: 'tackling', highest: true } },
  },
  {
    name: 'Video Review',
    text: 'The panel looks again at an elbow: each rival’s best header of the ball is suspended for its next match.',
    effect: { kind: 'ban', team: 'rivals', pick: { by: 'heading', highest: true } },
  },
  {
    name: 'Contract Dispute',
    text: 'Your highest-rated footballer refuses to play until the talks are over: out of your next match.',
    effect: { kind: 'ban', team: 'own', pick: { by: 'rating', highest: true } },
  },
  {
    name: 'Shooting Drills',
    text: 'Extra practice in front of goal: your best shooter has +1 shooting in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'shooting', highest: true },
      stat: 'shooting',
      amount: 1,
    },
    copies: 2,
  },
  {
    name: 'Keeper Coach',
    text: 'A specialist works with your keeper: your best shot-stopper has +1 saving in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'saving', highest: true },
      stat: 'saving',
      amount: 1,
    },
    copies: 2,
  },
  {
    name: 'Passing Clinic',
    text: 'Rondos all week: your best passer has +1 passing in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'passing', highest: true },
      stat: 'passing',
      amount: 1,
    },
    copies: 2,
  },
  {
    name: 'Crossing Masterclass',
    text: 'A former winger visits: your best crosser has +1 crossing in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'crossing', highest: true },
      stat: 'crossing',
      amount: 1,
    },
  },
  {
    name: 'Gym Session',
    text: 'Strength work pays off: your best tackler has +1 tackling in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'tackling', highest: true },
      stat: 'tackling',
      amount: 1,
    },
  },
  {
    name: 'Late Night Out',
    text: 'Your best shooter was seen in town at 3 a.m.: -1 shooting in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'shooting', highest: true },
      stat: 'shooting',
      amount: -1,
    },
    copies: 2,
  },
  {
    name: 'Lost Boots',
    text: 'Your best dribbler forgot his lucky boots: -1 dribbling in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'dribbling', highest: true },
      stat: 'dribbling',
      amount: -1,
    },
  },
  {
    name: 'Scouting Report',
    text: 'Your analysts find every keeper’s weak side: each rival’s best shot-stopper has -1 saving in its next match.',
    effect: {
      kind: 'boost',
      team: 'rivals',
      pick: { by: 'saving', highest: true },
      stat: 'saving',
      amount: -1,
    },
  },
  {
    name: 'Tactical Genius',
    text: 'A sleepless night over the whiteboard: draw 2 tactic cards.',
    effect: { kind: 'tactics', amount: 2 },
    copies: 2,
  },
  {
    name: 'Game Plan',
    text: 'Your staff prepare something new: draw 1 tactic card.',
    effect: { kind: 'tactics', amount: 1 },
    copies: 2,
  },
  {
    name: 'Leaked Notes',
    text: 'Your plans are in the papers: put one of your tactic cards at the bottom of the deck.',
    effect: { kind: 'lose-tactic' },
  },
  {
    name: 'Emergency Window',
    text: 'The league reopens the market for a day: you may make one transfer now.',
    effect: { kind: 'transfer' },
    copies: 2,
  },
  {
    name: 'Miracle Physio',
    text: 'Every injured or suspended footballer of yours is cleared for your next match.',
    effect: { kind: 'heal' },
  },
  {
    name: 'Heading Practice',
    text: 'Crosses all afternoon: your best header of the ball has +1 heading in your next match.',
    effect: {
      kind: 'boost',
      team: 'own',
      pick: { by: 'heading', highest: true },
      stat: 'heading',
      amount: 1,
    },
  },
];
