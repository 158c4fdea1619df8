import { useState } from 'react';

/** A fresh key: 128 random bits (getRandomValues works on plain http too, unlike randomUUID). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The `Idempotency-Key` of each submission and draft creation: the API writes once per key and
 * answers a repeat with the first answer (docs/architecture.md 'Idempotency'). One key per user
 * action: sending the same request again after a failure or no answer (the 'Try again' of the
 * wizard, a double click) reuses the key, so a submission whose answer was lost is not made
 * twice; a different request, or any request after a success, gets a new key.
 */
export class ActionKeys {
  private pending: { request: string; key: string } | null = null;

  /** Calls `send` with the key of `request`, and ends the action when it succeeds. */
  async send<T>(request: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const fingerprint = JSON.stringify(request);
    if (this.pending?.request !== fingerprint) this.pending = { request: fingerprint, key: newKey() };
    const { key } = this.pending;
    const result = await send(key);
    if (this.pending?.key === key) this.pending = null;
    return result;
  }
}

/** One ActionKeys per mounted mutation hook (a wizard's submit button, its 'Save as draft'). */
export function useActionKeys(): ActionKeys {
  return useState(() => new ActionKeys())[0];
}

export const idempotencyHeader = (key: string) => ({ headers: { 'Idempotency-Key': key } });
