import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import type { SeatSummary } from '../protocol.ts';
import {
  afterText,
  botRatingMode,
  botRatingTitle,
  isRated,
  nameWithRating,
  rangeWords,
  ratingsKey,
  seatAdvantageWords,
  seatRating,
  waitingForRating,
} from './tableRatings.ts';

const seat = (n: number, name: string, extra: Partial<SeatSummary> = {}): SeatSummary => ({
  seat: n,
  name,
  kind: 'human',
  agent: 'human',
  claimed: true,
  connected: true,
  ...extra,
});

const ADA = { seat: 0, rating: 1500, deviation: 500, provisional: true, shown: '1500?' };
const rated: TableRatings = {
  tableId: 't1',
  state: 'rated',
  mode: 'goalkeepers-2',
  title: 'Goalkeepers, 2 players',
  seats: [ADA],
};

describe("a table's ratings as its page shows them", () => {
  it('puts a person’s rating beside their name, none beside a bot or at a casual table', () => {
    assert.equal(seatRating(rated, 0)?.shown, '1500?');
    assert.equal(seatRating(rated, 1), undefined);
    const casual: TableRatings = { tableId: 't1', state: 'casual', seats: [] };
    assert.equal(seatRating(casual, 0), undefined);
    assert.equal(seatRating(null, 0), undefined);
    assert.equal(isRated(rated), true);
    assert.equal(isRated(casual), false);
    assert.equal(isRated(undefined), false);
    const bot = seat(1, 'Normal', { kind: 'bot', agent: 'bot:normal' });
    assert.equal(nameWithRating(rated, seat(0, 'Ada')), 'Ada (1500?)');
    assert.equal(nameWithRating(rated, bot), 'Normal');
  });

  it('shows the new rating with its change at full time', () => {
    assert.equal(
      afterText({ ...ADA, rating: 1532.4, shown: '1532?', before: 1500 }),
      '1532? (+32)',
    );
    assert.equal(
      afterText({ ...ADA, rating: 1488, deviation: 80, shown: '1488', before: 1500 }),
      '1488 (−12)',
    );
    assert.equal(afterText(ADA), '1500?');
  });

  it('asks again when the status or a seat changes, and at full time until rated', () => {
    const table = { id: 't1', status: 'playing' as const, seats: [seat(0, 'Ada'), seat(1, 'Bo')] };
    const key = ratingsKey(table);
    assert.equal(ratingsKey({ ...table, seats: [seat(0, 'Ada'), seat(1, 'Bo')] }), key);
    assert.notEqual(ratingsKey({ ...table, status: 'finished' }), key);
    assert.notEqual(
      ratingsKey({ ...table, seats: [seat(0, 'Ada'), seat(1, 'Bo', { claimed: false })] }),
      key,
    );
    assert.equal(waitingForRating(rated, 'finished'), true);
    assert.equal(waitingForRating(rated, 'playing'), false);
    assert.equal(waitingForRating({ ...rated, state: 'recorded' }, 'finished'), false);
    assert.equal(waitingForRating({ ...rated, state: 'casual' }, 'finished'), false);
  });
});

describe('a rated table’s rating range', () => {
  it('is said as the ratings it seats while it waits for its result, and not otherwise', () => {
    const ranged: TableRatings = { ...rated, range: { low: 1300, high: 1700 } };
    assert.equal(rangeWords(ranged), 'ratings 1300–1700');
    assert.equal(rangeWords(rated), null);
    assert.equal(rangeWords({ tableId: 't2', state: 'casual', seats: [] }), null);
    assert.equal(rangeWords(undefined), null);
  });

  it('says which seat advantage the ratings count: measured, even, or not measured', () => {
    const counted: TableRatings = {
      ...rated,
      seatAdvantage: { basis: 'measured', offsets: [59.62, -29.81, -29.81] },
    };
    assert.equal(
      seatAdvantageWords(counted),
      'Seat advantage counted as the lab measured these options (Seat 1 +59.6, Seat 2 −29.8, Seat 3 −29.8 points in the expected score): a win from a favoured seat gains less.',
    );
    const even = { ...rated, seatAdvantage: { basis: 'even' as const, offsets: [0, 0] } };
    assert.match(seatAdvantageWords(even) ?? '', /^Seats rated as equal: the lab measured/);
    const unmeasured = {
      ...rated,
      seatAdvantage: { basis: 'unmeasured' as const, offsets: [0, 0] },
    };
    assert.match(seatAdvantageWords(unmeasured) ?? '', /has not measured/);
    assert.equal(seatAdvantageWords({ tableId: 't1', state: 'casual', seats: [] }), null);
    assert.equal(seatAdvantageWords(rated), null);
  });

  it("puts a bot's rating beside it at rated tables only, as a person's (lobby and table page)", () => {
    assert.equal(botRatingMode(rated, 'bot:normal'), 'goalkeepers-2');
    assert.equal(botRatingMode(rated, 'human'), undefined);
    // A casual table shows no rating beside anyone, a bot no more than a person.
    const casual: TableRatings = { tableId: 't1', state: 'casual', seats: [] };
    assert.equal(botRatingMode(casual, 'bot:normal'), undefined);
    assert.equal(botRatingMode({ ...casual, mode: 'goalkeepers-2' }, 'bot:normal'), undefined);
    assert.equal(botRatingMode(null, 'bot:normal'), undefined);
    assert.equal(botRatingMode({ ...rated, state: 'recorded' }, 'bot:easy'), 'goalkeepers-2');
  });

  it("says where a bot's rating comes from: the lab's calibration, or its games, provisional", () => {
    assert.equal(
      botRatingTitle('Golazo, 1 v 1', true),
      "The bot's rating in Golazo, 1 v 1, calibrated by the lab from games between the levels",
    );
    assert.equal(
      botRatingTitle('Golazo, 1 v 1', false),
      "The bot's rating in Golazo, 1 v 1, provisional: the lab has not calibrated it here, so it comes from its rated games so far",
    );
  });
});
