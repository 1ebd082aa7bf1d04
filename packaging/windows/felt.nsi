; Felt's Windows installer: per user, no administrator rights. Built by the CI workflow
; (.github/workflows/desktop.yml) on Windows after PyInstaller has made dist\felt:
;     makensis /DVERSION=0.1.0 /DBUNDLE=..\..\dist\felt /DOUTFILE=..\..\dist\felt-0.1.0-windows-installer.exe felt.nsi
; It copies the bundle to %LOCALAPPDATA%\Programs\Felt, adds a Start-menu entry and an
; uninstaller (also listed under the user's installed apps). Felt's settings and saves live
; elsewhere (the user's application-data folders) and are left alone by the uninstaller.

Unicode true
!ifndef VERSION
  !error "VERSION is not defined: makensis /DVERSION=x.y.z"
!endif
!ifndef BUNDLE
  !error "BUNDLE is not defined: makensis /DBUNDLE=path\to\dist\felt"
!endif
!ifndef OUTFILE
  !define OUTFILE "felt-${VERSION}-windows-installer.exe"
!endif
!ifndef EXE
  !define EXE "felt.exe"
!endif

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Felt"

Name "Felt ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\Felt"
InstallDirRegKey HKCU "Software\Felt" "InstallDir"
SetCompressor /SOLID lzma
ShowInstDetails show
ShowUninstDetails show

!include "MUI2.nsh"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start Felt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Felt" SecFelt
  SectionIn RO
  ; an earlier version's files go first, so nothing stale is left beside the new ones
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*.*"
  IfFileExists "$INSTDIR\${EXE}" +3
    MessageBox MB_ICONSTOP "The installer is incomplete: ${EXE} was not copied. Download it again."
    Abort
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\Felt"
  CreateShortcut "$SMPROGRAMS\Felt\Felt.lnk" "$INSTDIR\${EXE}"
  CreateShortcut "$SMPROGRAMS\Felt\Uninstall Felt.lnk" "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\Felt" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Felt"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Felt developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\Felt\Felt.lnk"
  Delete "$SMPROGRAMS\Felt\Uninstall Felt.lnk"
  RMDir "$SMPROGRAMS\Felt"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\Felt"
SectionEnd
