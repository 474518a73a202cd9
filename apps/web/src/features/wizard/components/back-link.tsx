import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { previousWizardPath } from '../wizard-steps';

/** Back to the step before; the first step has none. */
export function BackLink({ from }: { from: string }) {
  const previous = previousWizardPath(from);
  if (previous === null) return null;
  return (
    <RouterLink to={previous} className={buttonClassName({ variant: 'quiet' })}>
      <span aria-hidden="true">←</span>
      <FormattedMessage id="wizard.back" />
    </RouterLink>
  );
}
