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
        <source>No game is installed yet. The games arrive one by one.</source>
        <translation>目前還沒有安裝任何遊戲。遊戲會一款一款陸續加入。</translation>
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
</TS>
