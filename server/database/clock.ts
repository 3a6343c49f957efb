// The server's one clock: every time it writes or compares (timestamps, expiries, commit dates) is read here, so
// that a test server can freeze it or move it ahead. Real time unless test mode's `PUT /-/test/clock` says
// otherwise. One per process: a test server runs in a process of its own.
export interface ClockState {
  /** Milliseconds since the epoch the clock is stopped at; undefined while it runs. */
  frozenAt: number | undefined;
  /** Added to real time while it runs (a running clock moved ahead). */
  offsetMs: number;
}

export class Clock {
  private state: ClockState = { frozenAt: undefined, offsetMs: 0 };

  nowMs(): number {
    return this.state.frozenAt ?? Date.now() + this.state.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  get frozen(): boolean {
    return this.state.frozenAt !== undefined;
  }

  /** Stops the clock at `at`, or lets it run in real time again (null). */
  freeze(at: Date | null): void {
    this.state = { frozenAt: at?.getTime(), offsetMs: 0 };
  }

  advance(seconds: number): void {
    const { frozenAt, offsetMs } = this.state;
    this.state = frozenAt === undefined ? { frozenAt, offsetMs: offsetMs + seconds * 1000 } : { frozenAt: frozenAt + seconds * 1000, offsetMs };
  }

  save(): ClockState {
    return { ...this.state };
  }

  restore(state: ClockState): void {
    this.state = { ...state };
  }
}

export const clock = new Clock();
