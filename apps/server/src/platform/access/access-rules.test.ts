import { describe, expect, it } from 'vitest';
import { decideAccess, isOwnTalent, ownerLocationOf } from './access-rules.ts';
import type { CallerSession } from './session.ts';

const talent7: CallerSession = { userId: 7, type: 'talent', sessionId: 1 };
const staff: CallerSession = { userId: 1, type: 'staff', sessionId: 2 };
const employer: CallerSession = { userId: 3, type: 'employer', sessionId: 3 };

describe('who may call an endpoint', () => {
  it('lets anyone call a public endpoint', () => {
    expect(decideAccess('public', null)).toBe('allow');
    expect(decideAccess('public', 'expired')).toBe('allow');
  });

  it('asks for a sign-in without a session, and a new one for a dead session', () => {
    expect(decideAccess('talent', null)).toBe('unauthorized');
    expect(decideAccess('staff', 'expired')).toBe('session-expired');
  });

  it('lets each kind of account call only its own kind of endpoint', () => {
    expect(decideAccess('talent', talent7)).toBe('allow');
    expect(decideAccess('staff', staff)).toBe('allow');
    expect(decideAccess('talent', staff)).toBe('forbidden');
    expect(decideAccess('staff', talent7)).toBe('forbidden');
    expect(decideAccess('talent', employer)).toBe('forbidden');
  });
});

describe('a talent acts only on its own id', () => {
  it('reads the talent id of /talent/{id} paths without being told', () => {
    expect(ownerLocationOf({ path: '/talent/{id}/onboarding/1' })).toBe('params.id');
    expect(ownerLocationOf({ path: '/talent/{id}' })).toBe('params.id');
  });

  it('does not take an {id} of something else for the talent', () => {
    expect(ownerLocationOf({ path: '/v2/jobs/{id}' })).toBeNull();
    expect(ownerLocationOf({ path: '/talent/dashboard/companies/{id}/profile' })).toBeNull();
    expect(ownerLocationOf({ path: '/talent/{query}' })).toBeNull();
  });

  it('uses the location an endpoint declares', () => {
    expect(ownerLocationOf({ path: '/v2/jobs/{id}/apply', owner: 'body.talent_id' })).toBe('body.talent_id');
    expect(ownerLocationOf({ path: '/referral/{talentId}', owner: 'params.talentId' })).toBe(
      'params.talentId',
    );
  });

  it('accepts its own id however it is written', () => {
    for (const id of ['7', 7, ' 7 ']) {
      expect(isOwnTalent('params.id', { params: { id }, query: {}, body: undefined }, talent7)).toBe(true);
    }
    expect(isOwnTalent('body.talent_id', { params: {}, query: {}, body: { talent_id: 7 } }, talent7)).toBe(
      true,
    );
  });

  it("refuses another talent's id wherever it sits", () => {
    expect(isOwnTalent('params.id', { params: { id: '8' }, query: {}, body: undefined }, talent7)).toBe(
      false,
    );
    expect(isOwnTalent('body.talent_id', { params: {}, query: {}, body: { talent_id: 70 } }, talent7)).toBe(
      false,
    );
    expect(
      isOwnTalent('query.talent_id', { params: {}, query: { talent_id: '1' }, body: undefined }, talent7),
    ).toBe(false);
    expect(
      isOwnTalent('body.talent_id', { params: {}, query: {}, body: { talent_id: [7, 8] } }, talent7),
    ).toBe(false);
  });

  it('leaves an absent id to validation and endpoints without an owner alone', () => {
    expect(isOwnTalent('body.talent_id', { params: {}, query: {}, body: {} }, talent7)).toBe(true);
    expect(isOwnTalent(null, { params: { id: '8' }, query: {}, body: undefined }, talent7)).toBe(true);
  });
});
