/** The next round of a competition: the pure maths of src/competitions/next-round.ts. */
export {
  knockoutChampion,
  lastRound,
  outcomeOf,
  pairNext,
  settled,
  swissRounds,
  type Next,
} from '../../competitions/next-round.ts';
