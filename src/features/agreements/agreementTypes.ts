import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgreementType } from '../../platform/types';

export const agreementTypeLabels: Record<AgreementType, MessageDescriptor> = {
  TERM: msg`Terms of service`,
  PRIVACY: msg`Privacy policy`,
  MAINTENANCE: msg`Maintenance agreement`,
};
