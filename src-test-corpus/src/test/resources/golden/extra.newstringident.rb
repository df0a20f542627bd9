main entry

proc corpus.extra.newstringident.Main.<clinit> {
  s2: write corpus.extra.newstringident.Main.A // at corpus.extra.newstringident.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.newstringident.Main.B // at corpus.extra.newstringident.Main.<clinit>(Main.java:18)
}

proc corpus.extra.newstringident.Main.handle[corpus.extra.newstringident.Main.lambda$main$1:48#0] {
  s1: read corpus.extra.newstringident.Main.B // at corpus.extra.newstringident.Main.handle(Main.java:29)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.newstringident.Main.handle(Main.java:29)
  s3: call corpus.extra.newstringident.Main.pause // at corpus.extra.newstringident.Main.handle(Main.java:30)
  s4: jump s5 s19                        // at corpus.extra.newstringident.Main.handle(Main.java:31)
  s5: read corpus.extra.newstringident.Main.A // at corpus.extra.newstringident.Main.handle(Main.java:32)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.newstringident.Main.handle(Main.java:32)
  s7: read java.lang.System.out          // at corpus.extra.newstringident.Main.handle(Main.java:33)
  s9: release java.lang.Object@Main.java:17 // at corpus.extra.newstringident.Main.handle(Main.java:34)
  s19: release java.lang.Object@Main.java:18 // at corpus.extra.newstringident.Main.handle(Main.java:36)
}

proc corpus.extra.newstringident.Main.lambda$main$0 {
  s0: read corpus.extra.newstringident.Main.A // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:41)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:41)
  s2: call corpus.extra.newstringident.Main.pause // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:42)
  s3: read corpus.extra.newstringident.Main.B // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:43)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:43)
  s5: read java.lang.System.out          // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:44)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:45)
  s17: release java.lang.Object@Main.java:17 // at corpus.extra.newstringident.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.newstringident.Main.lambda$main$1 {
  s0: call corpus.extra.newstringident.Main.handle[corpus.extra.newstringident.Main.lambda$main$1:48#0] // at corpus.extra.newstringident.Main.lambda$main$1(Main.java:48)
}

proc corpus.extra.newstringident.Main.main {
  s9: fork corpus.extra.newstringident.Main.lambda$main$0 java.lang.Thread@Main.java:40 // at corpus.extra.newstringident.Main.main(Main.java:49)
  s10: fork corpus.extra.newstringident.Main.lambda$main$1 java.lang.Thread@Main.java:48 // at corpus.extra.newstringident.Main.main(Main.java:50)
  s11: join java.lang.Thread@Main.java:40 // at corpus.extra.newstringident.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:48 // at corpus.extra.newstringident.Main.main(Main.java:52)
}

proc corpus.extra.newstringident.Main.pause {
}

proc entry {
  init0: call corpus.extra.newstringident.Main.<clinit> // at corpus.extra.newstringident.Main.main(Main.java:40)
  main: call corpus.extra.newstringident.Main.main // at corpus.extra.newstringident.Main.main(Main.java:40)
}
