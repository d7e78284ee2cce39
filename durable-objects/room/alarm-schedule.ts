/**
 * The room's one alarm. It serves the deadline, an escalation's timeout and pending deliveries, whichever is
 * due first. The scheduled time is read once, when the object starts, and kept: rounds neither read nor
 * rewrite an unchanged alarm, and setting it synchronously joins the storage commit of the current turn.
 */
export class AlarmSchedule {
  private alarmAt: number | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** At construction, inside blockConcurrencyWhile. */
  async load(): Promise<void> {
    this.alarmAt = await this.storage.getAlarm();
  }

  /** The alarm that is running is no longer scheduled. */
  fired(): void {
    this.alarmAt = null;
  }

  /** `deadline`: the negotiation's own wake-up (Infinity: none); `deliveryAt`: the next delivery's (Infinity: nothing to deliver). */
  schedule(deadline: number, deliveryAt: number): void {
    const next = nextAlarm(this.alarmAt, deadline, deliveryAt);
    if (next === undefined) return;
    if (next === null) void this.storage.deleteAlarm();
    else void this.storage.setAlarm(next);
    this.alarmAt = next;
  }
}

/**
 * Where the alarm should move (null: delete it), or undefined to leave it. With deliveries pending it is only
 * ever pulled earlier (later rounds must not postpone them); with none, it goes exactly where the deadline wants it.
 */
export function nextAlarm(scheduled: number | null, deadline: number, deliveryAt: number): number | null | undefined {
  const due = Math.min(deadline, deliveryAt);
  if (due === (scheduled ?? Infinity)) return undefined;
  if (deliveryAt !== Infinity && scheduled !== null && scheduled < due) return undefined;
  return due === Infinity ? null : due;
}
