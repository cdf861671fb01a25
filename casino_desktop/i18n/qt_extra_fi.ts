<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<!-- Qt's own words that PySide6's qtbase_fi.qm lacks: Qt 6's file dialog
     labels carry a mnemonic ("&Look in:") that the shipped catalog only has
     without one (the Finnish file dialog said "Look in:" and "Files of type:"
     in English: stranger 23), and the file-type names come from
     QAbstractFileIconProvider.  And Qt's own qtbase_fi says "Palauta"
     (restore) for Reset; the game's only Reset button empties the
     statistics, which Finnish calls "nollaa". -->
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Reset</source>
        <translation>Nollaa</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Kansio:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Tiedosto&amp;tyyppi:</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>%1 File</source>
        <comment>%1 is a file name suffix, for example txt</comment>
        <translation>%1-tiedosto</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tiedosto</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Asema</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Kansio</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Pikakuvake</translation>
    </message>
    <message>
        <source>Alias</source>
        <comment>Mac OS X Finder</comment>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tuntematon</translation>
    </message>
</context>
</TS>
