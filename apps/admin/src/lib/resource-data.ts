import type { DataProvider } from 'react-admin';

export const dataMethods = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** The part of react-admin's data provider one console screen answers (the rest refuse). */
export type ResourceData = Partial<Pick<DataProvider, (typeof dataMethods)[number]>>;
