main corpus.extra.gridlocks.Main.main

proc corpus.extra.gridlocks.Main.lambda$main$0[corpus.extra.gridlocks.Main.main:20#18] {
  s1: read java.lang.Object[][]@Main.java:17[0] // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:21)
  s2: read java.lang.Object[]@Main.java:17/row1[0] // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:21)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:21)
  s4: read java.lang.Object[][]@Main.java:17[1] // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:22)
  s5: read java.lang.Object[]@Main.java:17/row1[1] // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:22)
  s6: acquire java.lang.Object@Main.java:19 // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:22)
  s7: read java.lang.System.out          // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:23)
  s9: release java.lang.Object@Main.java:19 // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:24)
  s19: release java.lang.Object@Main.java:18 // at corpus.extra.gridlocks.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.gridlocks.Main.lambda$main$1[corpus.extra.gridlocks.Main.main:27#19] {
  s1: read java.lang.Object[][]@Main.java:17[1] // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:28)
  s2: read java.lang.Object[]@Main.java:17/row1[1] // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:28)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:28)
  s4: read java.lang.Object[][]@Main.java:17[0] // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:29)
  s5: read java.lang.Object[]@Main.java:17/row1[0] // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:29)
  s6: acquire java.lang.Object@Main.java:18 // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:29)
  s7: read java.lang.System.out          // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:30)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:31)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.gridlocks.Main.lambda$main$1(Main.java:32)
}

proc corpus.extra.gridlocks.Main.main {
  s2: read java.lang.Object[][]@Main.java:17[0] // at corpus.extra.gridlocks.Main.main(Main.java:18)
  s5: write java.lang.Object[]@Main.java:17/row1[0] // at corpus.extra.gridlocks.Main.main(Main.java:18)
  s6: read java.lang.Object[][]@Main.java:17[1] // at corpus.extra.gridlocks.Main.main(Main.java:19)
  s9: write java.lang.Object[]@Main.java:17/row1[1] // at corpus.extra.gridlocks.Main.main(Main.java:19)
  s18: fork corpus.extra.gridlocks.Main.lambda$main$0[corpus.extra.gridlocks.Main.main:20#18] java.lang.Thread@Main.java:20 // at corpus.extra.gridlocks.Main.main(Main.java:34)
  s19: fork corpus.extra.gridlocks.Main.lambda$main$1[corpus.extra.gridlocks.Main.main:27#19] java.lang.Thread@Main.java:27 // at corpus.extra.gridlocks.Main.main(Main.java:35)
  s20: join java.lang.Thread@Main.java:20 // at corpus.extra.gridlocks.Main.main(Main.java:36)
  s21: join java.lang.Thread@Main.java:27 // at corpus.extra.gridlocks.Main.main(Main.java:37)
}
