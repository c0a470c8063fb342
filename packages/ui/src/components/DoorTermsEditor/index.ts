export {
  DoorTermsEditor, type DoorTermsEditorProps, type DoorTermsErrors, type DoorTermsValue, type DoorTypeOption, type NewDoorTypeErrors, type NewDoorTypeValue,
} from './DoorTermsEditor';
