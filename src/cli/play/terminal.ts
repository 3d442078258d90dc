/**
 * The terminal a game is played at: lines out, answers in.
 *
 * Answers are read through readline's async iterator rather than `question()`: when stdin is
 * piped, readline reads many lines at once, and `question()` would drop every line that
 * arrives while no question is pending. The iterator buffers them, one per prompt.
 */
import { createInterface } from 'node:readline/promises';

export interface Terminal {
  say(text: string): void;
  /** The next line typed after `prompt`, or undefined once the input has ended. */
  ask(prompt: string): Promise<string | undefined>;
  close(): void;
}

export function processTerminal(): Terminal {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const lines = rl[Symbol.asyncIterator]();
  const echo = !process.stdin.isTTY;
  return {
    say: (text) => process.stdout.write(`${text}\n`),
    async ask(prompt) {
      rl.setPrompt(prompt);
      rl.prompt();
      const next = await lines.next();
      if (next.done) {
        process.stdout.write('\n');
        return undefined;
      }
      // Piped answers are not echoed by the terminal; echo them so transcripts read well.
      if (echo) process.stdout.write(`${next.value}\n`);
      return next.value;
    },
    close: () => {
      rl.close();
    },
  };
}
