; NSIS installer for Casino on Windows: wraps the PyInstaller one-folder build.
;
; Normally run by packaging\windows\build_windows.ps1. By hand, after the
; bundle exists in dist\casino-desktop:
;   makensis /DVERSION=0.1.0 packaging\windows\installer.nsi
; Optional defines: DIST_DIR (bundle folder), OUT_FILE (setup .exe path).
; Paths below are relative to this file: makensis runs from its folder.
;
; Per-user install (no UAC prompt, no admin rights): %LOCALAPPDATA%\Programs\Casino,
; Start-menu shortcut, optional desktop shortcut, an entry in "Installed apps".

Unicode true
SetCompressor /SOLID lzma
ManifestDPIAware true
RequestExecutionLevel user

!define APP_NAME "Casino"
!define APP_ID "io.github.casino_desktop.casino"
!define EXE_NAME "casino-desktop.exe"
!define PUBLISHER "The Casino Desktop developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!ifndef VERSION
  !define VERSION "0.0.0"
!endif
!ifndef DIST_DIR
  !define DIST_DIR "..\..\dist\casino-desktop"
!endif
!ifndef OUT_FILE
  !define OUT_FILE "..\..\dist\casino-desktop-${VERSION}-windows-setup.exe"
!endif
!define ICON_FILE "..\..\resources\icons\casino-desktop.ico"

Name "${APP_NAME}"
OutFile "${OUT_FILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
; Upgrades land where the previous version was installed.
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"

; Version resource of the setup .exe (Explorer's Details tab); needs 4 numbers.
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "GPL-3.0-or-later"

!include "MUI2.nsh"
!define MUI_ICON "${ICON_FILE}"
!define MUI_UNICON "${ICON_FILE}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE_NAME}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "${APP_NAME} (required)" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; Remove the previous bundle first: files a new version no longer ships
  ; must not linger and be loaded by mistake.
  RMDir /r "$INSTDIR\_internal"
  File "${DIST_DIR}\${EXE_NAME}"
  File /r "${DIST_DIR}\_internal"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE_NAME},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; Size shown in "Installed apps", in KiB.
  SectionGetSize ${SecMain} $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecMain} "The game and a Start-menu entry."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  ; Only what we installed: never RMDir /r $INSTDIR itself, in case the user
  ; picked a folder holding other files. Saved games live in the user's
  ; AppData (QStandardPaths) and are kept.
  Delete "$INSTDIR\${EXE_NAME}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
