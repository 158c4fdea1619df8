import { describe, expect, it } from 'vitest';
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
});
