import { Spinner } from '../../components/ui/spinner';
import { moduleText } from './module-texts';
import layout from './module-layout.module.css';

/** Shown while a form's code downloads. */
export function FormLoading({ language }: { language: string }) {
  return (
    <div className={layout.actions} role="status">
      <Spinner size="medium" />
      <span className="visually-hidden">{moduleText('loadingForm', language)}</span>
    </div>
  );
}
