-- Help centre entries per merchant and language (001 §2 Help centre, CALL-43).
CREATE TABLE help_entries (
  merchant text NOT NULL,
  language text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (merchant, language, position)
);
