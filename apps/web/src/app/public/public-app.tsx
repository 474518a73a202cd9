import { useEffect } from 'react';
import { pageTitle } from '@eventsite/core/rules/page-title';
import type { EntryProps } from '../entry-props';
import { WrongAddressPage } from './wrong-address-page';

/**
 * The PUBLIC entry: what a guest on a customer's address gets. For now every such address shows the
 * wrong-address page (`001` §2); the public site itself comes later. Nothing here may import owner code.
 */
export default function PublicApp({ config, selection }: EntryProps) {
  useEffect(() => {
    document.title = pageTitle({
      mode: 'PUBLIC',
      productName: config.productName,
      siteHost: selection.host,
      demo: selection.isDemo,
      quickStart: false,
    });
  }, [config.productName, selection.host, selection.isDemo]);

  return <WrongAddressPage config={config} />;
}
