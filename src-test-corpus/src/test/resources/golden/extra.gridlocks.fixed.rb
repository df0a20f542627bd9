main corpus.extra.gridlocks.fixed.Main.main

proc corpus.extra.gridlocks.fixed.Main.lambda$main$0[corpus.extra.gridlocks.fixed.Main.main:16#18] {
  s1: read java.lang.Object[][]@Main.java:13[0] // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:17)
  s2: read java.lang.Object[]@Main.java:13/row1[0] // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:17)
  s3: acquire java.lang.Object@Main.java:14 // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:17)
  s4: read java.lang.Object[][]@Main.java:13[1] // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:18)
  s5: read java.lang.Object[]@Main.java:13/row1[1] // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:18)
  s6: acquire java.lang.Object@Main.java:15 // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:18)
  s7: read java.lang.System.out          // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:19)
  s9: release java.lang.Object@Main.java:15 // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:20)
  s19: release java.lang.Object@Main.java:14 // at corpus.extra.gridlocks.fixed.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.gridlocks.fixed.Main.lambda$main$1[corpus.extra.gridlocks.fixed.Main.main:23#19] {
  s1: read java.lang.Object[][]@Main.java:13[0] // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:24)
  s2: read java.lang.Object[]@Main.java:13/row1[0] // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:24)
  s3: acquire java.lang.Object@Main.java:14 // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:24)
  s4: read java.lang.Object[][]@Main.java:13[1] // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:25)
  s5: read java.lang.Object[]@Main.java:13/row1[1] // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:25)
  s6: acquire java.lang.Object@Main.java:15 // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:25)
  s7: read java.lang.System.out          // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:26)
  s9: release java.lang.Object@Main.java:15 // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:27)
  s19: release java.lang.Object@Main.java:14 // at corpus.extra.gridlocks.fixed.Main.lambda$main$1(Main.java:28)
}

proc corpus.extra.gridlocks.fixed.Main.main {
  s2: read java.lang.Object[][]@Main.java:13[0] // at corpus.extra.gridlocks.fixed.Main.main(Main.java:14)
  s5: write java.lang.Object[]@Main.java:13/row1[0] // at corpus.extra.gridlocks.fixed.Main.main(Main.java:14)
  s6: read java.lang.Object[][]@Main.java:13[1] // at corpus.extra.gridlocks.fixed.Main.main(Main.java:15)
  s9: write java.lang.Object[]@Main.java:13/row1[1] // at corpus.extra.gridlocks.fixed.Main.main(Main.java:15)
  s18: fork corpus.extra.gridlocks.fixed.Main.lambda$main$0[corpus.extra.gridlocks.fixed.Main.main:16#18] java.lang.Thread@Main.java:16 // at corpus.extra.gridlocks.fixed.Main.main(Main.java:30)
  s19: fork corpus.extra.gridlocks.fixed.Main.lambda$main$1[corpus.extra.gridlocks.fixed.Main.main:23#19] java.lang.Thread@Main.java:23 // at corpus.extra.gridlocks.fixed.Main.main(Main.java:31)
  s20: join java.lang.Thread@Main.java:16 // at corpus.extra.gridlocks.fixed.Main.main(Main.java:32)
  s21: join java.lang.Thread@Main.java:23 // at corpus.extra.gridlocks.fixed.Main.main(Main.java:33)
}
