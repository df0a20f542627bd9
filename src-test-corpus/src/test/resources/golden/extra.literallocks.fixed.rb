main entry

proc corpus.extra.literallocks.fixed.Main$Cache.<clinit> {
  s2: write corpus.extra.literallocks.fixed.Main$Cache.LOCK // at corpus.extra.literallocks.fixed.Main$Cache.<clinit>(Main.java:30)
}

proc corpus.extra.literallocks.fixed.Main$Cache.put {
  s0: read corpus.extra.literallocks.fixed.Main$Cache.LOCK // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:34)
  s1: acquire java.lang.Object@Main.java:30 // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:34)
  s2: read corpus.extra.literallocks.fixed.Main$Cache.entries // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:35)
  s4: write corpus.extra.literallocks.fixed.Main$Cache.entries // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:35)
  s5: read corpus.extra.literallocks.fixed.Main$Cache.entries // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:36)
  s6: read corpus.extra.literallocks.fixed.Main$Settings.version // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:36)
  s8: write corpus.extra.literallocks.fixed.Main$Cache.entries // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:36)
  s9: release java.lang.Object@Main.java:30 // at corpus.extra.literallocks.fixed.Main$Cache.put(Main.java:37)
}

proc corpus.extra.literallocks.fixed.Main$Settings.<clinit> {
  s2: write corpus.extra.literallocks.fixed.Main$Settings.LOCK // at corpus.extra.literallocks.fixed.Main$Settings.<clinit>(Main.java:16)
}

proc corpus.extra.literallocks.fixed.Main$Settings.reload {
  s0: read corpus.extra.literallocks.fixed.Main$Settings.LOCK // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:20)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:20)
  s2: read corpus.extra.literallocks.fixed.Main$Settings.version // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:21)
  s4: write corpus.extra.literallocks.fixed.Main$Settings.version // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:21)
  s5: read corpus.extra.literallocks.fixed.Main$Cache.LOCK // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:22)
  s6: acquire java.lang.Object@Main.java:30 // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:22)
  s7: write corpus.extra.literallocks.fixed.Main$Cache.entries // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:23)
  s8: release java.lang.Object@Main.java:30 // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:24)
  s18: release java.lang.Object@Main.java:16 // at corpus.extra.literallocks.fixed.Main$Settings.reload(Main.java:25)
}

proc corpus.extra.literallocks.fixed.Main.main {
  s9: fork corpus.extra.literallocks.fixed.Main$Settings.reload java.lang.Thread@Main.java:42 // at corpus.extra.literallocks.fixed.Main.main(Main.java:44)
  s10: fork corpus.extra.literallocks.fixed.Main$Cache.put java.lang.Thread@Main.java:43 // at corpus.extra.literallocks.fixed.Main.main(Main.java:45)
  s11: join java.lang.Thread@Main.java:42 // at corpus.extra.literallocks.fixed.Main.main(Main.java:46)
  s12: join java.lang.Thread@Main.java:43 // at corpus.extra.literallocks.fixed.Main.main(Main.java:47)
}

proc entry {
  init0: call corpus.extra.literallocks.fixed.Main$Settings.<clinit> // at corpus.extra.literallocks.fixed.Main.main(Main.java:42)
  init1: call corpus.extra.literallocks.fixed.Main$Cache.<clinit> // at corpus.extra.literallocks.fixed.Main.main(Main.java:42)
  main: call corpus.extra.literallocks.fixed.Main.main // at corpus.extra.literallocks.fixed.Main.main(Main.java:42)
}
