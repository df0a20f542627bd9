main corpus.extra.printflock.fixed.Main.main

proc corpus.extra.printflock.fixed.Main$Account.<init>[corpus.extra.printflock.fixed.Main$Account@Main.java:32] {
}

proc corpus.extra.printflock.fixed.Main$Account.deposit[corpus.extra.printflock.fixed.Main.main:38#9,corpus.extra.printflock.fixed.Main$Account@Main.java:32] {
  sync: acquire corpus.extra.printflock.fixed.Main$Account@Main.java:32 // at corpus.extra.printflock.fixed.Main$Account.deposit(Main.java:19)
  s2: read corpus.extra.printflock.fixed.Main$Account@Main.java:32.balance // at corpus.extra.printflock.fixed.Main$Account.deposit(Main.java:19)
  s4: write corpus.extra.printflock.fixed.Main$Account@Main.java:32.balance // at corpus.extra.printflock.fixed.Main$Account.deposit(Main.java:19)
  s5: read java.lang.System.out          // at corpus.extra.printflock.fixed.Main$Account.deposit(Main.java:20)
  ret_0: release corpus.extra.printflock.fixed.Main$Account@Main.java:32 // at corpus.extra.printflock.fixed.Main$Account.deposit(Main.java:19)
}

proc corpus.extra.printflock.fixed.Main$Account.toString[corpus.extra.printflock.fixed.Main.lambda$main$0:34#1,corpus.extra.printflock.fixed.Main$Account@Main.java:32] {
  s2: acquire corpus.extra.printflock.fixed.Main$Account@Main.java:32 // at corpus.extra.printflock.fixed.Main$Account.toString(Main.java:25)
  s3: read corpus.extra.printflock.fixed.Main$Account@Main.java:32.balance // at corpus.extra.printflock.fixed.Main$Account.toString(Main.java:26)
  s5: release corpus.extra.printflock.fixed.Main$Account@Main.java:32 // at corpus.extra.printflock.fixed.Main$Account.toString(Main.java:26)
}

proc corpus.extra.printflock.fixed.Main.lambda$main$0[corpus.extra.printflock.fixed.Main.main:33#8] {
  s1: call corpus.extra.printflock.fixed.Main$Account.toString[corpus.extra.printflock.fixed.Main.lambda$main$0:34#1,corpus.extra.printflock.fixed.Main$Account@Main.java:32] // at corpus.extra.printflock.fixed.Main.lambda$main$0(Main.java:34)
  s2: read java.lang.System.out          // at corpus.extra.printflock.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.printflock.fixed.Main.main {
  s2: call corpus.extra.printflock.fixed.Main$Account.<init>[corpus.extra.printflock.fixed.Main$Account@Main.java:32] // at corpus.extra.printflock.fixed.Main.main(Main.java:32)
  s8: fork corpus.extra.printflock.fixed.Main.lambda$main$0[corpus.extra.printflock.fixed.Main.main:33#8] java.lang.Thread@Main.java:33 // at corpus.extra.printflock.fixed.Main.main(Main.java:37)
  s9: call corpus.extra.printflock.fixed.Main$Account.deposit[corpus.extra.printflock.fixed.Main.main:38#9,corpus.extra.printflock.fixed.Main$Account@Main.java:32] // at corpus.extra.printflock.fixed.Main.main(Main.java:38)
  s10: join java.lang.Thread@Main.java:33 // at corpus.extra.printflock.fixed.Main.main(Main.java:39)
}
