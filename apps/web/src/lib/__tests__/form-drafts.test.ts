import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeAccessToken as fakeJwt } from '@/testing/test-utils';
import { tokenStorage, tokenSubject } from '../auth-tokens';
import {
  currentDraftOwner,
  DRAFT_MAX_AGE_MS,
  deleteDraft,
  loadDraft,
  omitPaths,
  pruneDrafts,
  saveDraft,
} from '../form-drafts';

describe('form drafts', () => {
  it("names the owner after the access token's sub, or after this browser", () => {
    expect(tokenSubject(fakeJwt('user_1'))).toBe('user_1');
    expect(tokenSubject('not-a-jwt')).toBeNull();
    expect(tokenSubject(null)).toBeNull();

    tokenStorage.setTokens({ accessToken: fakeJwt('user_1'), refreshToken: 'opaque' });
    expect(currentDraftOwner()).toBe('user:user_1');

    tokenStorage.clear();
    const browserOwner = currentDraftOwner();
    expect(browserOwner).toMatch(/^browser:[0-9a-f]{32}$/);
    // Stable: a reload finds the same drafts.
    expect(currentDraftOwner()).toBe(browserOwner);
  });

  it("keeps each owner's drafts apart", () => {
    saveDraft('user:a', 'plant:new', { city: 'Lyon' });
    expect(loadDraft('user:a', 'plant:new')?.values).toEqual({ city: 'Lyon' });
    expect(loadDraft('user:b', 'plant:new')).toBeNull();
    expect(loadDraft('user:a', 'plant:p1')).toBeNull();
    deleteDraft('user:a', 'plant:new');
    expect(loadDraft('user:a', 'plant:new')).toBeNull();
  });

  it('drops drafts older than 14 days, of another shape version, or unreadable', () => {
    const now = Date.UTC(2025, 5, 1);
    saveDraft('user:a', 'old', { city: 'Lyon' }, { now: now - DRAFT_MAX_AGE_MS - 1 });
    saveDraft('user:a', 'recent', { city: 'Lyon' }, { now: now - DRAFT_MAX_AGE_MS + 60_000 });
    saveDraft('user:a', 'v1', { city: 'Lyon' }, { now, version: 1 });
    expect(loadDraft('user:a', 'old', { now })).toBeNull();
    expect(loadDraft('user:a', 'recent', { now })).not.toBeNull();
    expect(loadDraft('user:a', 'v1', { now, version: 2 })).toBeNull();
    // A dropped draft is removed, not just ignored.
    expect(loadDraft('user:a', 'v1', { now, version: 1 })).toBeNull();

    saveDraft('user:b', 'old', { city: 'Paris' }, { now: now - DRAFT_MAX_AGE_MS - 1 });
    window.localStorage.setItem('pharmatrace.draft|user%3Ab|broken', '{not json');
    window.localStorage.setItem('unrelated', 'kept');
    pruneDrafts(now);
    expect(Object.keys(window.localStorage).sort()).toEqual(
      ['pharmatrace.draft|user%3Aa|recent', 'unrelated'].sort(),
    );
  });

  it('leaves out the omitted paths without touching the values', () => {
    const values = { email: 'a@b.c', password: 'secret', nested: { pin: '1234', note: 'x' } };
    expect(omitPaths(values, ['password', 'nested.pin', 'missing.path'])).toEqual({
      email: 'a@b.c',
      nested: { note: 'x' },
    });
    expect(values.password).toBe('secret');
  });

  it('keeps a tab-only draft in sessionStorage, apart from the others', () => {
    saveDraft('browser:x', 'register', { companyName: 'Lyon' }, { area: 'session' });
    expect(loadDraft('browser:x', 'register')).toBeNull();
    expect(loadDraft('browser:x', 'register', { area: 'session' })?.values).toEqual({ companyName: 'Lyon' });
    expect(window.localStorage.length).toBe(0);
    deleteDraft('browser:x', 'register', { area: 'session' });
    expect(window.sessionStorage.length).toBe(0);
  });

  it("parses the values with the form's schema, and drops a draft the schema refuses", () => {
    const schema = z.object({ city: z.string() });
    saveDraft('user:a', 'good', { city: 'Lyon', extra: 1 });
    expect(loadDraft('user:a', 'good', { schema })?.values).toEqual({ city: 'Lyon' });
    saveDraft('user:a', 'bad', { city: 42 });
    expect(loadDraft('user:a', 'bad', { schema })).toBeNull();
    // Removed, not only refused.
    expect(loadDraft('user:a', 'bad')).toBeNull();
  });

  it('drops a stored envelope that is not a draft (tampered or of another format)', () => {
    saveDraft('user:a', 'k', { city: 'Lyon' });
    const name = Object.keys(window.localStorage).find((key) => key.startsWith('pharmatrace.draft|'))!;
    window.localStorage.setItem(
      name,
      JSON.stringify({ format: 1, version: 1, savedAt: 'yesterday', values: {} }),
    );
    expect(loadDraft('user:a', 'k')).toBeNull();
    window.localStorage.setItem(
      name,
      JSON.stringify({ format: 1, version: 1, savedAt: Date.now(), values: [1] }),
    );
    expect(loadDraft('user:a', 'k')).toBeNull();
  });
});
