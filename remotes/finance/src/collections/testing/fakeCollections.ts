import type { Collection } from '@yjf/area-finance/domain/collectionSchemas';

/**
 * A collection as the server answers it: id 7 of project 12 别墅影院, 进度款 of ¥5,000.00 planned for
 * 2026-12-01, nothing received yet; `extra` changes any field.
 */
export const collectionRow = (extra: Partial<Collection> = {}): Collection => ({
  id: 7,
  version: 3,
  projectId: 12,
  projectName: '别墅影院',
  projectCode: 'XM20261123001',
  stage: 2,
  plannedAmount: 500000,
  plannedDate: '2026-12-01',
  receivedAmount: 0,
  paymentAccount: null,
  receivedDate: null,
  payer: '',
  attachments: [],
  remark: '',
  createdBy: 1,
  createdByName: '管理员',
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  ...extra,
});

/** `collectionRow` received: ¥12,345.60 of ¥20,000.00 into 公户 (4) from 李先生 on 2026-11-20. */
export const receivedRow = (extra: Partial<Collection> = {}) =>
  collectionRow({
    plannedAmount: 2000000,
    receivedAmount: 1234560,
    paymentAccount: 4,
    receivedDate: '2026-11-20',
    payer: '李先生',
    ...extra,
  });
