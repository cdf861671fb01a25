"""The translation catalogs (``casino_<lang>.ts``) and the tools that keep
them in step with the source (``extract``, ``ts_file``).  The app itself
reads them through ``qt/catalogs.py``; nothing here imports Qt."""
from pathlib import Path

# Where the catalogs live (in the package, and beside it in a frozen build).
CATALOGS = Path(__file__).resolve().parent

# The languages the game speaks besides English: code, Qt's language tag for
# the catalog, the numerus forms its plural rule has, the language's own name.
LANGUAGES = {
    "sv": ("sv_SE", 2, "Svenska"),
    "fi": ("fi_FI", 2, "Suomi"),
    "ru": ("ru_RU", 3, "Русский"),
    "id": ("id_ID", 1, "Bahasa Indonesia"),
    "es": ("es_ES", 2, "Español"),
    "nb": ("nb_NO", 2, "Norsk bokmål"),
}
ENGLISH_NAME = "English"


def catalog_file(code: str, folder: Path | None = None) -> Path:
    """The ``.ts`` catalog of language ``code`` (in ``folder``, else ours)."""
    return (folder or CATALOGS) / f"casino_{code}.ts"
