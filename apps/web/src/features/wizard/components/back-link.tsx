import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { previousWizardPath } from '../wizard-steps';

/** Back to the step before; the first step has none. */
export function BackLink({ from }: { from: string }) {
  const previous = previousWizardPath(from);
  if (previous === null) return null;
  return (
    <Button asChild variant="quiet">
      <RouterLink to={previous}>
        <span aria-hidden="true">←</span>
        <FormattedMessage id="wizard.back" />
      </RouterLink>
    </Button>
  );
}
