main entry

proc corpus.size.recjoin.fixed.Main.<clinit> {
  s2: write corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.size.recjoin.fixed.Main.help {
  s0: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.help(Main.java:21)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.help(Main.java:21)
  s2: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.help(Main.java:22)
  s4: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.help(Main.java:22)
  s5: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.help(Main.java:23)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:27)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:30)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s12: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s18: join java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:33)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:27)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:30)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s12: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s18: join java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:33)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:27)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:30)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s12: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s18: join java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:33)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.main:39#1] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:27)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:29)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:30)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:31)
  s12: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s18: join java.lang.Thread@Main.java:28[corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:33)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:34#20,corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
}

proc corpus.size.recjoin.fixed.Main.main {
  s1: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.main:39#1] // at corpus.size.recjoin.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.size.recjoin.fixed.Main.<clinit> // at corpus.size.recjoin.fixed.Main.main(Main.java:39)
  main: call corpus.size.recjoin.fixed.Main.main // at corpus.size.recjoin.fixed.Main.main(Main.java:39)
}
