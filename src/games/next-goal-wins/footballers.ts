/**
 * The footballer cards (NGW-1.1 to NGW-1.5). The four marked `printed` are the rulebook's own,
 * with its stats and skills (the booklet's text shows no flags, so their nationalities are
 * ours); the rest are Matchday's originals. Ratings follow from the stats (NGW-1.4); the schema
 * refuses a card whose rating does not.
 */
import type { FootballerInput } from './card-schema.ts';

const outfield = (
  passing: number,
  crossing: number,
  dribbling: number,
  shooting: number,
  heading: number,
  interceptions: number,
  blocking: number,
  tackling: number,
) => ({
  passing,
  crossing,
  dribbling,
  shooting,
  heading,
  interceptions,
  blocking,
  tackling,
});

const keeper = (
  passing: number,
  throwing: number,
  punting: number,
  saving: number,
  catching: number,
  rushingOut: number,
) => ({ passing, throwing, punting, saving, catching, rushingOut });

export const FOOTBALLER_DATA: readonly FootballerInput[] = [
  // Goalkeepers
  {
    name: "Bruno 'El' Toro",
    position: 'GK',
    rating: 4,
    nationality: 'Spain',
    stats: keeper(3, 2, 3, 3, 3, 4),
    skill: {
      name: 'Quick Release',
      text: 'Starts counters at once: his first throw after catching a header cannot fail.',
      clauses: [{ when: 'acting', actions: ['throw'], after: ['header'], effect: 'succeed' }],
    },
    printed: true,
  },
  {
    name: 'Ingrid Halvorsen',
    position: 'GK',
    rating: 5,
    nationality: 'Norway',
    stats: keeper(2, 3, 4, 5, 4, 2),
    skill: {
      name: 'Cat Reflexes',
      text: 'When she faces a shot or a header and her die shows 6, she saves it whatever the totals.',
      clauses: [{ when: 'defending', actions: ['shoot', 'header'], die: [6], effect: 'win-ball' }],
    },
  },
  {
    name: 'Tomás Ribeiro',
    position: 'GK',
    rating: 4,
    nationality: 'Portugal',
    stats: keeper(4, 3, 2, 3, 2, 3),
    skill: {
      name: 'Sweeper Keeper',
      text: 'When he rushes out at a dribbling striker he may turn it into a speed battle.',
      clauses: [{ when: 'defending', actions: ['dribble'], effect: 'speed-battle' }],
    },
  },
  {
    name: 'Kofi Mensah',
    position: 'GK',
    rating: 3,
    nationality: 'Ghana',
    stats: keeper(2, 1, 2, 3, 3, 2),
  },
  {
    name: 'Yuki Tanabe',
    position: 'GK',
    rating: 3,
    nationality: 'Japan',
    stats: keeper(2, 3, 1, 2, 2, 2),
  },
  {
    name: 'Dario Conti',
    position: 'GK',
    rating: 2,
    nationality: 'Italy',
    stats: keeper(1, 2, 2, 2, 2, 1),
  },
  // Defenders
  {
    name: 'Rafael Duarte',
    position: 'DEF',
    rating: 5,
    nationality: 'Brazil',
    stats: outfield(3, 2, 2, 1, 4, 4, 5, 4),
    skill: {
      name: 'The Wall',
      text: 'Adds 1 to his total when he blocks a cross.',
      clauses: [{ when: 'defending', actions: ['cross'], effect: 'bonus', amount: 1 }],
    },
  },
  {
    name: "Niamh O'Connor",
    position: 'DEF',
    rating: 4,
    nationality: 'Ireland',
    stats: outfield(2, 3, 2, 1, 3, 4, 3, 4),
    skill: {
      name: 'Hard Tackler',
      text: 'Tackling a dribbler, a 6 on her die wins the ball whatever the totals; a 1 is a foul and a red card.',
      clauses: [
        { when: 'defending', actions: ['dribble'], die: [6], effect: 'win-ball' },
        { when: 'defending', actions: ['dribble'], die: [1], effect: 'sent-off' },
      ],
    },
  },
  {
    name: 'Jonas Weber',
    position: 'DEF',
    rating: 4,
    nationality: 'Germany',
    stats: outfield(4, 2, 3, 1, 2, 3, 3, 3),
  },
  {
    name: 'Mei Lin Zhou',
    position: 'DEF',
    rating: 4,
    nationality: 'China',
    stats: outfield(3, 2, 2, 1, 2, 4, 2, 3),
  },
  {
    name: 'Amara Diallo',
    position: 'DEF',
    rating: 3,
    nationality: 'Senegal',
    stats: outfield(2, 2, 3, 1, 3, 3, 3, 3),
  },
  {
    name: 'Pablo Ortega',
    position: 'DEF',
    rating: 3,
    nationality: 'Uruguay',
    stats: outfield(2, 4, 3, 2, 2, 2, 2, 2),
  },
  {
    name: 'Sam Whitfield',
    position: 'DEF',
    rating: 2,
    nationality: 'England',
    stats: outfield(1, 1, 1, 1, 2, 2, 2, 2),
  },
  // Midfielders
  {
    name: "Wendy 'Monster' Mao",
    position: 'MID',
    rating: 4,
    nationality: 'Singapore',
    stats: outfield(1, 1, 3, 1, 3, 4, 4, 4),
    skill: {
      name: 'No Nonsense',
      text: 'When she defends and her die shows 5 or 6 she takes the ball, and the footballer she stopped is injured and leaves the match.',
      clauses: [{ when: 'defending', die: [5, 6], effect: 'win-ball-injure' }],
    },
    printed: true,
  },
  {
    name: 'Max Gass',
    position: 'MID',
    rating: 4,
    nationality: 'Austria',
    stats: outfield(2, 4, 5, 2, 1, 2, 2, 2),
    skill: {
      name: 'Speed Demon',
      text: 'When he dribbles or intercepts he may turn the contest into a speed battle.',
      clauses: [
        { when: 'acting', actions: ['dribble'], effect: 'speed-battle' },
        { when: 'defending', actions: ['pass'], effect: 'speed-battle' },
      ],
    },
    printed: true,
  },
  {
    name: 'Lucía Herrera',
    position: 'MID',
    rating: 5,
    nationality: 'Mexico',
    stats: outfield(5, 4, 4, 3, 2, 3, 2, 2),
    skill: {
      name: 'Playmaker',
      text: 'Adds 1 to her total when she passes.',
      clauses: [{ when: 'acting', actions: ['pass'], effect: 'bonus', amount: 1 }],
    },
  },
  {
    name: 'Hana Kobayashi',
    position: 'MID',
    rating: 4,
    nationality: 'Japan',
    stats: outfield(4, 3, 3, 3, 1, 2, 1, 2),
  },
  {
    name: 'Emeka Nwosu',
    position: 'MID',
    rating: 3,
    nationality: 'Nigeria',
    stats: outfield(3, 2, 3, 2, 2, 3, 3, 3),
  },
  {
    name: 'Tariq Haddad',
    position: 'MID',
    rating: 3,
    nationality: 'Jordan',
    stats: outfield(3, 3, 2, 2, 3, 2, 3, 2),
  },
  {
    name: 'Viktor Novak',
    position: 'MID',
    rating: 2,
    nationality: 'Czechia',
    stats: outfield(2, 2, 2, 4, 2, 2, 2, 2),
  },
  // Strikers
  {
    name: 'Erika Falcon',
    position: 'STK',
    rating: 5,
    nationality: 'Canada',
    stats: outfield(4, 3, 5, 5, 3, 2, 1, 2),
    printed: true,
  },
  {
    name: 'Sofia Lindqvist',
    position: 'STK',
    rating: 4,
    nationality: 'Sweden',
    stats: outfield(3, 3, 2, 5, 4, 1, 1, 1),
    skill: {
      name: 'Clinical',
      text: 'When she shoots and her die shows 6, she scores whatever the totals.',
      clauses: [{ when: 'acting', actions: ['shoot'], die: [6], effect: 'succeed' }],
    },
  },
  {
    name: 'Marco Bellini',
    position: 'STK',
    rating: 4,
    nationality: 'Italy',
    stats: outfield(3, 2, 3, 4, 4, 1, 2, 1),
    skill: {
      name: 'Aerial Threat',
      text: 'Adds 1 to his total when he heads at goal.',
      clauses: [{ when: 'acting', actions: ['header'], effect: 'bonus', amount: 1 }],
    },
  },
  {
    name: 'Chloé Marchand',
    position: 'STK',
    rating: 4,
    nationality: 'France',
    stats: outfield(4, 3, 4, 4, 1, 2, 2, 2),
  },
  {
    name: 'Ade Okafor',
    position: 'STK',
    rating: 3,
    nationality: 'Nigeria',
    stats: outfield(2, 1, 4, 3, 2, 2, 2, 1),
    skill: {
      name: 'Rocket Boots',
      text: 'When he dribbles he may turn the contest into a speed battle.',
      clauses: [{ when: 'acting', actions: ['dribble'], effect: 'speed-battle' }],
    },
  },
  {
    name: 'Diego Morales',
    position: 'STK',
    rating: 3,
    nationality: 'Argentina',
    stats: outfield(3, 2, 3, 3, 2, 2, 1, 2),
  },
  {
    name: 'Hamza Belkacem',
    position: 'STK',
    rating: 2,
    nationality: 'Algeria',
    stats: outfield(2, 1, 2, 2, 2, 1, 1, 1),
  },
];
