<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<!-- Qt's own qtbase_fi says "Palauta" (restore) for Reset; the game's only Reset
     button empties the statistics, which Finnish calls "nollaa". -->
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Reset</source>
        <translation>Nollaa</translation>
    </message>
</context>
</TS>
