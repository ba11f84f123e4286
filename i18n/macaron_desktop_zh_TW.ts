<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>發生錯誤</translation>
    </message>
    <message>
        <source>Macaron Desktop ran into an unexpected problem. Your game is still open; the details were written to the log file.</source>
        <translation>Macaron Desktop 遇到了意料之外的問題。你的遊戲仍然開著；詳細資訊已寫入記錄檔。</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>複製詳細資訊(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Play</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>開始玩 %1</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>遊戲庫</translation>
    </message>
    <message>
        <source>▶ Continue</source>
        <translation>▶ 繼續遊戲</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>載入遊戲(&amp;L)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>No game is installed yet. The games arrive one by one.</source>
        <translation>目前還沒有安裝任何遊戲。遊戲會一款一款陸續加入。</translation>
    </message>
</context>
<context>
    <name>LoadDialog</name>
    <message>
        <source>Load game</source>
        <translation>載入遊戲</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>儲存時間</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>刪除(&amp;D)…</translation>
    </message>
    <message>
        <source>Show the saves &amp;folder</source>
        <translation>顯示存檔資料夾(&amp;F)</translation>
    </message>
    <message>
        <source>Delete savegame</source>
        <translation>刪除存檔</translation>
    </message>
    <message>
        <source>Delete this saved game for good? This cannot be undone.</source>
        <translation>要永久刪除這個存檔嗎？刪除後無法復原。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Macaron Desktop</source>
        <extracomment>Designers and publishers credited in the About box (as far as known).</extracomment>
        <translation>Macaron Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>Game &amp;library</source>
        <translation>遊戲庫(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>繼續遊戲(&amp;C)</translation>
    </message>
    <message>
        <source>L&amp;oad game…</source>
        <translation>載入遊戲(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;file…</source>
        <translation>開啟檔案(&amp;F)…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export game record…</source>
        <translation>匯出遊戲紀錄(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>復原我的上一步(&amp;U)</translation>
    </message>
    <message>
        <source>Lea&amp;ve game</source>
        <translation>離開遊戲(&amp;V)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>遊戲規則(&amp;R)</translation>
    </message>
    <message>
        <source>No rules yet</source>
        <translation>尚無遊戲規則</translation>
    </message>
    <message>
        <source>&amp;About Macaron Desktop</source>
        <translation>關於 Macaron Desktop(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 &amp;Qt</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>要離開遊戲嗎？</translation>
    </message>
    <message>
        <source>The game is saved: you can continue it later from the library. Leave it now?</source>
        <translation>遊戲已經存檔，之後可以從遊戲庫繼續。現在離開嗎？</translation>
    </message>
    <message>
        <source>Cannot open the savegame</source>
        <translation>無法開啟存檔</translation>
    </message>
    <message>
        <source>This version cannot play that game yet.</source>
        <translation>這個版本還不能玩那款遊戲。</translation>
    </message>
    <message>
        <source>Save a copy of the game</source>
        <translation>儲存遊戲副本</translation>
    </message>
    <message>
        <source>Macaron Desktop savegames (*.json)</source>
        <translation>Macaron Desktop 存檔 (*.json)</translation>
    </message>
    <message>
        <source>Open a savegame</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>遊戲沒有存檔成功</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>匯出遊戲紀錄</translation>
    </message>
    <message>
        <source>Game records (*.json *.jsonl)</source>
        <translation>遊戲紀錄 (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>設定未儲存</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>無法儲存設定：%1</translation>
    </message>
    <message>
        <source>Four small tabletop card games on one computer.</source>
        <translation>在一台電腦上玩四款小型桌上卡牌遊戲。</translation>
    </message>
    <message>
        <source>Licence: MIT.</source>
        <translation>授權條款：MIT。</translation>
    </message>
    <message>
        <source>Games and their creators</source>
        <translation>遊戲與設計者</translation>
    </message>
    <message>
        <source>%1 by %2, published by %3</source>
        <translation>%1：設計 %2，出版 %3</translation>
    </message>
    <message>
        <source>About Macaron Desktop</source>
        <translation>關於 Macaron Desktop</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>There is no savegame at %1.</source>
        <translation>%1 沒有存檔。</translation>
    </message>
    <message>
        <source>The savegame could not be read (%1).</source>
        <translation>無法讀取存檔（%1）。</translation>
    </message>
    <message>
        <source>This file is far too large to be a savegame.</source>
        <translation>這個檔案太大了，不可能是存檔。</translation>
    </message>
    <message>
        <source>This file is not a Macaron Desktop savegame.</source>
        <translation>這個檔案不是 Macaron Desktop 的存檔。</translation>
    </message>
    <message>
        <source>This savegame is damaged or incomplete.</source>
        <translation>這個存檔已損壞或不完整。</translation>
    </message>
    <message>
        <source>This savegame was written by a newer Macaron Desktop; please update the app to open it.</source>
        <translation>這個存檔來自較新版本的 Macaron Desktop，請更新程式後再開啟。</translation>
    </message>
    <message>
        <source>Savegames this old can no longer be opened.</source>
        <translation>這麼舊的存檔已經無法開啟。</translation>
    </message>
    <message>
        <source>This savegame is for a game this version does not know (%1).</source>
        <translation>這個存檔屬於這個版本不認得的遊戲（%1）。</translation>
    </message>
    <message>
        <source>This savegame&apos;s game settings are not valid.</source>
        <translation>這個存檔的遊戲設定無效。</translation>
    </message>
    <message>
        <source>This savegame&apos;s move %1 is not allowed by the rules.</source>
        <translation>這個存檔的第 %1 步不符合遊戲規則。</translation>
    </message>
    <message>
        <source>That is not a savegame name.</source>
        <translation>這不是存檔名稱。</translation>
    </message>
    <message>
        <source>This savegame is damaged (%1).</source>
        <translation>這個存檔已損壞（%1）。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>動畫速度(&amp;A)：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>&amp;Confirm before leaving a game</source>
        <translation>離開遊戲前先確認(&amp;C)</translation>
    </message>
    <message>
        <source>Allow &amp;undo when playing alone against bots</source>
        <translation>獨自對戰電腦玩家時允許復原(&amp;U)</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>獲勝</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>還沒有完成的遊戲。</translation>
    </message>
    <message>
        <source>Your finished games:</source>
        <translation>你完成的遊戲：</translation>
    </message>
</context>
</TS>
