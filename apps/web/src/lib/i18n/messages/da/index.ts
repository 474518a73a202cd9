// One file per area of the owner's app, so each screen's texts live apart; a test checks that no id repeats.
import common from './common.json';
import editor from './editor.json';
import moduleEditors from './module-editors.json';
import images from './images.json';
import formEditor from './form-editor.json';
import design from './design.json';
import settings from './settings.json';
import versions from './versions.json';
import answers from './answers.json';
import address from './address.json';
import payment from './payment.json';
import account from './account.json';
import feedback from './feedback.json';
import quickStart from './quick-start.json';
import wizard from './wizard.json';
import start from './start.json';
import terms from './terms.json';
import printOrder from './print-order.json';
import prints from './prints.json';
import legacy from './legacy.json';
import guestList from './guest-list.json';
import seating from './seating.json';
import thanks from './thanks.json';
import speeches from './speeches.json';
import guestPhotos from './guest-photos.json';

export default {
  ...common,
  ...editor,
  ...moduleEditors,
  ...images,
  ...formEditor,
  ...design,
  ...settings,
  ...versions,
  ...answers,
  ...address,
  ...payment,
  ...account,
  ...feedback,
  ...quickStart,
  ...wizard,
  ...start,
  ...terms,
  ...printOrder,
  ...prints,
  ...legacy,
  ...guestList,
  ...seating,
  ...thanks,
  ...speeches,
  ...guestPhotos,
};
