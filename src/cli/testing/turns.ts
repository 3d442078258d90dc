/** A queue of jobs of which at most `atOnce` run at a time, each started as soon as a place is free. */
export type Turns = <T>(job: () => Promise<T>) => Promise<T>;

export function turns(atOnce: number): Turns {
  const waiting: (() => void)[] = [];
  let running = 0;
  return async (job) => {
    if (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await job();
    } finally {
      // The place passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
