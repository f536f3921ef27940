import { describe, expect, it } from 'vitest';
import { createModalStore, defaultModalWidth, modalNames, modalWidth } from './modal-manager';

describe('the modal store', () => {
  it('opens modals with an id and a role-talent id, goes back to the previous one, and closes all', () => {
    const store = createModalStore();
    store.open(modalNames.activity, { id: 1, roleTalentId: 42 });
    store.open(modalNames.activity, { id: 99, roleTalentId: 42 });
    expect(store.getStack().at(-1)).toEqual({ name: 'activity_transaction', id: 99, roleTalentId: 42 });
    store.back();
    expect(store.getStack().at(-1)).toEqual({ name: 'activity_transaction', id: 1, roleTalentId: 42 });
    store.open(modalNames.uploadCv);
    store.closeAll();
    expect(store.getStack()).toEqual([]);
  });

  it('opens a modal a leaving page asked for on the next page, after the route change closed the rest', () => {
    const store = createModalStore();
    store.open(modalNames.uploadCv);
    store.openOnNextPage(modalNames.education);
    expect(store.getStack()).toEqual([{ name: 'talent_upload_cv' }]);
    store.changePage();
    expect(store.getStack()).toEqual([{ name: 'talent_education' }]);
    store.changePage();
    expect(store.getStack()).toEqual([]);
  });

  it('is 600 wide by default and 774 for the contest survey', () => {
    expect(defaultModalWidth).toBe(600);
    expect(modalWidth(modalNames.education)).toBe(600);
    expect(modalWidth(modalNames.contestSurvey)).toBe(774);
  });
});
