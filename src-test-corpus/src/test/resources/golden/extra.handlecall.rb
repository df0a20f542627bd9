main entry

proc corpus.extra.handlecall.Main$Account.<init>[corpus.extra.handlecall.Main$Savings@Main.java:45] {
}

proc corpus.extra.handlecall.Main$Savings.<init>[corpus.extra.handlecall.Main$Savings@Main.java:45] {
  s1: call corpus.extra.handlecall.Main$Account.<init>[corpus.extra.handlecall.Main$Savings@Main.java:45] // at corpus.extra.handlecall.Main$Savings.<init>(Main.java:33)
}

proc corpus.extra.handlecall.Main$Savings.close[corpus.extra.handlecall.Main$Savings@Main.java:45] {
  s1: read corpus.extra.handlecall.Main.LEDGER // at corpus.extra.handlecall.Main$Savings.close(Main.java:36)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.handlecall.Main$Savings.close(Main.java:36)
  s4: acquire corpus.extra.handlecall.Main$Savings@Main.java:45 // at corpus.extra.handlecall.Main$Savings.close(Main.java:37)
  s5: read java.lang.System.out          // at corpus.extra.handlecall.Main$Savings.close(Main.java:38)
  s7: release corpus.extra.handlecall.Main$Savings@Main.java:45 // at corpus.extra.handlecall.Main$Savings.close(Main.java:39)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.handlecall.Main$Savings.close(Main.java:40)
}

proc corpus.extra.handlecall.Main.<clinit> {
  s2: write corpus.extra.handlecall.Main.LEDGER // at corpus.extra.handlecall.Main.<clinit>(Main.java:21)
}

proc corpus.extra.handlecall.Main.lambda$main$0[corpus.extra.handlecall.Main.main:46#8] {
  s2: read java.lang.Void.TYPE           // at corpus.extra.handlecall.Main.lambda$main$0(Main.java:48)
  s5: call corpus.extra.handlecall.Main$Savings.close[corpus.extra.handlecall.Main$Savings@Main.java:45] // at corpus.extra.handlecall.Main.lambda$main$0(Main.java:50)
}

proc corpus.extra.handlecall.Main.main {
  s2: call corpus.extra.handlecall.Main$Savings.<init>[corpus.extra.handlecall.Main$Savings@Main.java:45] // at corpus.extra.handlecall.Main.main(Main.java:45)
  s8: fork corpus.extra.handlecall.Main.lambda$main$0[corpus.extra.handlecall.Main.main:46#8] java.lang.Thread@Main.java:46 // at corpus.extra.handlecall.Main.main(Main.java:55)
  s10: acquire corpus.extra.handlecall.Main$Savings@Main.java:45 // at corpus.extra.handlecall.Main.main(Main.java:56)
  s11: read corpus.extra.handlecall.Main.LEDGER // at corpus.extra.handlecall.Main.main(Main.java:57)
  s12: acquire java.lang.Object@Main.java:21 // at corpus.extra.handlecall.Main.main(Main.java:57)
  s13: read java.lang.System.out         // at corpus.extra.handlecall.Main.main(Main.java:58)
  s15: release java.lang.Object@Main.java:21 // at corpus.extra.handlecall.Main.main(Main.java:59)
  s25: release corpus.extra.handlecall.Main$Savings@Main.java:45 // at corpus.extra.handlecall.Main.main(Main.java:60)
  s27: join java.lang.Thread@Main.java:46 // at corpus.extra.handlecall.Main.main(Main.java:61)
}

proc entry {
  init0: call corpus.extra.handlecall.Main.<clinit> // at corpus.extra.handlecall.Main.main(Main.java:45)
  main: call corpus.extra.handlecall.Main.main // at corpus.extra.handlecall.Main.main(Main.java:45)
}
