main entry

proc corpus.size.recjoin.fixed.Main.<clinit> {
  s2: write corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.size.recjoin.fixed.Main.help {
  s0: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.help(Main.java:26)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.help(Main.java:26)
  s2: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.help(Main.java:27)
  s4: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.help(Main.java:27)
  s5: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.help(Main.java:28)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s7: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:35)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s12: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:37)
  s18: join java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:38)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:39)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s7: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:35)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s12: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:37)
  s18: join java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:38)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20] // at corpus.size.recjoin.fixed.Main.level(Main.java:39)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] {
  s1: jump s6 exit                       // at corpus.size.recjoin.fixed.Main.level(Main.java:32)
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s7: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:35)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s12: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:37)
  s18: join java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:38)
  s20: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:39)
}

proc corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.main:44#1] {
  s6: read corpus.size.recjoin.fixed.Main.LOCK // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s7: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:34)
  s8: fork corpus.size.recjoin.fixed.Main.help java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:35)
  s9: read corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s11: write corpus.size.recjoin.fixed.Main.done // at corpus.size.recjoin.fixed.Main.level(Main.java:36)
  s12: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.fixed.Main.level(Main.java:37)
  s18: join java.lang.Thread@Main.java:33[corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:38)
  s20e1: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.level:39#20,corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.level(Main.java:39)
}

proc corpus.size.recjoin.fixed.Main.main {
  s1: call corpus.size.recjoin.fixed.Main.level[corpus.size.recjoin.fixed.Main.main:44#1] // at corpus.size.recjoin.fixed.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.size.recjoin.fixed.Main.<clinit> // at corpus.size.recjoin.fixed.Main.main(Main.java:44)
  main: call corpus.size.recjoin.fixed.Main.main // at corpus.size.recjoin.fixed.Main.main(Main.java:44)
}
