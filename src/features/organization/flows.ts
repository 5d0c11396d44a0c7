// The organisation selector's flow: the same loaders as the guard chain's organisation step.
import { provideOrganizationChoice } from '../../portal/organizationChoice';
import { sectionFlows } from '../../portal/portal';

export const useOrganizationChoice = sectionFlows(({ platform }) => provideOrganizationChoice(platform, 'selector'));
