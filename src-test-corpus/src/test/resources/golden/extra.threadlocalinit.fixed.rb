main entry

proc corpus.extra.threadlocalinit.fixed.Main.<clinit> {
  s2: write corpus.extra.threadlocalinit.fixed.Main.A // at corpus.extra.threadlocalinit.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.threadlocalinit.fixed.Main.B // at corpus.extra.threadlocalinit.fixed.Main.<clinit>(Main.java:16)
  s8: write corpus.extra.threadlocalinit.fixed.Main.BUFFER // at corpus.extra.threadlocalinit.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.threadlocalinit.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.threadlocalinit.fixed.Main.B // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:22)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:22)
  s2: read corpus.extra.threadlocalinit.fixed.Main.A // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:23)
  s3: acquire java.lang.Object@Main.java:15 // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:23)
  s4: read java.lang.System.out          // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:24)
  s6: release java.lang.Object@Main.java:15 // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:25)
  s16: release java.lang.Object@Main.java:16 // at corpus.extra.threadlocalinit.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.threadlocalinit.fixed.Main.lambda$static$0[corpus.extra.threadlocalinit.fixed.Main.main:30#9] {
}

proc corpus.extra.threadlocalinit.fixed.Main.main {
  s5: fork corpus.extra.threadlocalinit.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:28)
  s6: read corpus.extra.threadlocalinit.fixed.Main.A // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:29)
  s7: acquire java.lang.Object@Main.java:15 // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:29)
  s8: read corpus.extra.threadlocalinit.fixed.Main.BUFFER // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:30)
  s9: jump s9_1 s9_2                     // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:30)
  s9_2: call corpus.extra.threadlocalinit.fixed.Main.lambda$static$0[corpus.extra.threadlocalinit.fixed.Main.main:30#9] // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:30)
  s9_1: skip                             // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:30)
  s12: release java.lang.Object@Main.java:15 // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:31)
  s18: join java.lang.Thread@Main.java:21 // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.threadlocalinit.fixed.Main.<clinit> // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:21)
  main: call corpus.extra.threadlocalinit.fixed.Main.main // at corpus.extra.threadlocalinit.fixed.Main.main(Main.java:21)
}
