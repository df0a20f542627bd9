main entry

proc corpus.extra.threadlocalinit.Main.<clinit> {
  s2: write corpus.extra.threadlocalinit.Main.A // at corpus.extra.threadlocalinit.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.threadlocalinit.Main.B // at corpus.extra.threadlocalinit.Main.<clinit>(Main.java:18)
  s8: write corpus.extra.threadlocalinit.Main.BUFFER // at corpus.extra.threadlocalinit.Main.<clinit>(Main.java:19)
}

proc corpus.extra.threadlocalinit.Main.lambda$main$0 {
  s0: read corpus.extra.threadlocalinit.Main.B // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:27)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:27)
  s2: read corpus.extra.threadlocalinit.Main.A // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:28)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:28)
  s4: read java.lang.System.out          // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:29)
  s6: release java.lang.Object@Main.java:17 // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:30)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.threadlocalinit.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.threadlocalinit.Main.lambda$static$0[corpus.extra.threadlocalinit.Main.main:35#9] {
  s0: read corpus.extra.threadlocalinit.Main.B // at corpus.extra.threadlocalinit.Main.lambda$static$0(Main.java:20)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.threadlocalinit.Main.lambda$static$0(Main.java:20)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.threadlocalinit.Main.lambda$static$0(Main.java:21)
}

proc corpus.extra.threadlocalinit.Main.main {
  s5: fork corpus.extra.threadlocalinit.Main.lambda$main$0 java.lang.Thread@Main.java:26 // at corpus.extra.threadlocalinit.Main.main(Main.java:33)
  s6: read corpus.extra.threadlocalinit.Main.A // at corpus.extra.threadlocalinit.Main.main(Main.java:34)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.threadlocalinit.Main.main(Main.java:34)
  s8: read corpus.extra.threadlocalinit.Main.BUFFER // at corpus.extra.threadlocalinit.Main.main(Main.java:35)
  s9: jump s9_1 s9_2                     // at corpus.extra.threadlocalinit.Main.main(Main.java:35)
  s9_2: call corpus.extra.threadlocalinit.Main.lambda$static$0[corpus.extra.threadlocalinit.Main.main:35#9] // at corpus.extra.threadlocalinit.Main.main(Main.java:35)
  s9_1: skip                             // at corpus.extra.threadlocalinit.Main.main(Main.java:35)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.threadlocalinit.Main.main(Main.java:36)
  s18: join java.lang.Thread@Main.java:26 // at corpus.extra.threadlocalinit.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.threadlocalinit.Main.<clinit> // at corpus.extra.threadlocalinit.Main.main(Main.java:26)
  main: call corpus.extra.threadlocalinit.Main.main // at corpus.extra.threadlocalinit.Main.main(Main.java:26)
}
