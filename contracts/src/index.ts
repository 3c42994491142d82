export {
  VALIDATION_MESSAGES,
  rangeMessage,
  requiredText,
  optionalText,
  noWhitespace,
  EMAIL_PATTERN,
  emailAddress,
  intInRange,
} from './validation.js';
