main corpus.values.stopflag.fixed.Main.main
var corpus.values.stopflag.fixed.Main@Main.java:27.running { false true } = false

proc corpus.values.stopflag.fixed.Main.<init>[corpus.values.stopflag.fixed.Main@Main.java:27] {
  s2: assign corpus.values.stopflag.fixed.Main@Main.java:27.running true // at corpus.values.stopflag.fixed.Main.<init>(Main.java:17)
}

proc corpus.values.stopflag.fixed.Main.main {
  s2: call corpus.values.stopflag.fixed.Main.<init>[corpus.values.stopflag.fixed.Main@Main.java:27] // at corpus.values.stopflag.fixed.Main.main(Main.java:27)
  s9: fork corpus.values.stopflag.fixed.Main.work[corpus.values.stopflag.fixed.Main@Main.java:27] java.lang.Thread@Main.java:28 // at corpus.values.stopflag.fixed.Main.main(Main.java:29)
  s10: assign corpus.values.stopflag.fixed.Main@Main.java:27.running false // at corpus.values.stopflag.fixed.Main.main(Main.java:30)
  s11: join java.lang.Thread@Main.java:28 // at corpus.values.stopflag.fixed.Main.main(Main.java:31)
}

proc corpus.values.stopflag.fixed.Main.work[corpus.values.stopflag.fixed.Main@Main.java:27] {
  s1: switch corpus.values.stopflag.fixed.Main@Main.java:27.running false exit true s3 // at corpus.values.stopflag.fixed.Main.work(Main.java:21)
  s3: read corpus.values.stopflag.fixed.Main@Main.java:27.rounds // at corpus.values.stopflag.fixed.Main.work(Main.java:22)
  s5: write corpus.values.stopflag.fixed.Main@Main.java:27.rounds // at corpus.values.stopflag.fixed.Main.work(Main.java:22)
  s5_1: goto s1                          // at corpus.values.stopflag.fixed.Main.work(Main.java:22)
}
