main entry

proc corpus.extra.newstringident.fixed.Main.<clinit> {
  s2: write corpus.extra.newstringident.fixed.Main.A // at corpus.extra.newstringident.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.newstringident.fixed.Main.B // at corpus.extra.newstringident.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.newstringident.fixed.Main.handle[args(p0=fresh),corpus.extra.newstringident.fixed.Main.lambda$main$1:47#2,corpus.extra.newstringident.fixed.Main.main:47#10] {
  s1: read corpus.extra.newstringident.fixed.Main.B // at corpus.extra.newstringident.fixed.Main.handle(Main.java:28)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.newstringident.fixed.Main.handle(Main.java:28)
  s3: call corpus.extra.newstringident.fixed.Main.pause // at corpus.extra.newstringident.fixed.Main.handle(Main.java:29)
  s19: release java.lang.Object@Main.java:17 // at corpus.extra.newstringident.fixed.Main.handle(Main.java:35)
}

proc corpus.extra.newstringident.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.newstringident.fixed.Main.A // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:40)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:40)
  s2: call corpus.extra.newstringident.fixed.Main.pause // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:41)
  s3: read corpus.extra.newstringident.fixed.Main.B // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:42)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:42)
  s5: read java.lang.System.out          // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:43)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:44)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.newstringident.fixed.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.newstringident.fixed.Main.lambda$main$1[corpus.extra.newstringident.fixed.Main.main:47#10] {
  s2: call corpus.extra.newstringident.fixed.Main.handle[args(p0=fresh),corpus.extra.newstringident.fixed.Main.lambda$main$1:47#2,corpus.extra.newstringident.fixed.Main.main:47#10] // at corpus.extra.newstringident.fixed.Main.lambda$main$1(Main.java:47)
}

proc corpus.extra.newstringident.fixed.Main.main {
  s9: fork corpus.extra.newstringident.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:39 // at corpus.extra.newstringident.fixed.Main.main(Main.java:48)
  s10: fork corpus.extra.newstringident.fixed.Main.lambda$main$1[corpus.extra.newstringident.fixed.Main.main:47#10] java.lang.Thread@Main.java:47 // at corpus.extra.newstringident.fixed.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:39 // at corpus.extra.newstringident.fixed.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:47 // at corpus.extra.newstringident.fixed.Main.main(Main.java:51)
}

proc corpus.extra.newstringident.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.newstringident.fixed.Main.<clinit> // at corpus.extra.newstringident.fixed.Main.main(Main.java:39)
  main: call corpus.extra.newstringident.fixed.Main.main // at corpus.extra.newstringident.fixed.Main.main(Main.java:39)
}
